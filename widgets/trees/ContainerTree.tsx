// The 'containerTree' widget: root containers of a kind, sub-containers loaded lazily
// ('Loading sub containers...'; 'Failed to load sub-containers for this container.'). Choosing a
// container follows the picker's rules (single selection, containment replacement).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { call as apiCall } from '../../api/index.ts';
import type { ContainerTreeOptions } from '../../schemas/types/widgets/containerTree.ts';
import { isUnavailable, selectItem } from '../picker/selection.ts';
import { rootContainers, subContainers } from '../picker/sources/container.ts';
import type { PickerItem } from '../picker/types.ts';
import type { WidgetProps } from '../widgetProps.ts';
import { nodeLabel } from './labels.ts';
import { LazyTree } from './LazyTree.tsx';
import { TreeFrame } from './TreeFrame.tsx';
import { useTreeRoots } from './useTreeRoots.ts';

export interface ContainerTreeProps extends WidgetProps<ContainerTreeOptions, PickerItem[] | undefined> {
  /** Items that cannot be chosen. */
  excluded?: readonly PickerItem[];
}

export default function ContainerTree({ options, value, onChange, onBlur, disabled, readonly, call = apiCall, excluded, label }: ContainerTreeProps) {
  const { t } = useTranslation();
  const kind = options.containerKind ?? 'user';
  const selected = value ?? [];
  const roots = useTreeRoots(useCallback((signal: AbortSignal) => rootContainers(call, kind, signal), [call, kind]));
  const loadChildren = useCallback((item: PickerItem, signal: AbortSignal) => subContainers(call, item, signal), [call]);
  const choose = (item: PickerItem) => {
    onChange(selectItem(selected, item, { selection: options.selection === 'multi' ? 'multi' : 'single' }));
    onBlur?.();
  };
  return (
    <TreeFrame roots={roots} failureKey="widgets.picker.failed.container">
      {(items) => (
        <LazyTree
          label={label ?? t('widgets.tree.label.container')}
          roots={items}
          hasChildren={() => true}
          loadChildren={loadChildren}
          loadingText={t('widgets.tree.loadingContainers')}
          errorText={t('widgets.tree.containersFailed')}
          isSelected={(item) => selected.some((entry) => entry.type === 'container' && isUnavailable(item, [entry]))}
          isUnavailable={(item) => isUnavailable(item, [], excluded)}
          onChoose={choose}
          disabled={disabled || options.disabled}
          readOnly={readonly || options.readOnly}
          renderLabel={(item) => nodeLabel(item, t)}
        />
      )}
    </TreeFrame>
  );
}
