// The 'driverTree' widget: drivers, their entitlements loaded lazily ('Loading entitlements...';
// 'Failed to load entitlements for this driver.'); with selectAll, 'All Drivers' (id 'ALL DRIVERS')
// first, a select-all item with no expander.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { call as apiCall } from '../../api/index.ts';
import type { DriverTreeOptions } from '../../schemas/types/widgets/driverTree.ts';
import { isUnavailable, selectItem } from '../picker/selection.ts';
import { allDrivers, driverEntitlements } from '../picker/sources/driver.ts';
import { ALL_DRIVERS_ID, type PickerItem, type SelectionType } from '../picker/types.ts';
import type { WidgetProps } from '../widgetProps.ts';
import { nodeLabel } from './labels.ts';
import { LazyTree } from './LazyTree.tsx';
import { TreeFrame } from './TreeFrame.tsx';
import { useTreeRoots } from './useTreeRoots.ts';

export interface DriverTreeProps extends WidgetProps<DriverTreeOptions, PickerItem[] | undefined> {
  excluded?: readonly PickerItem[];
  /** Selection rules of the picker that hosts the tree (default multi). */
  selection?: SelectionType;
}

export default function DriverTree({ options, value, onChange, onBlur, disabled, readonly, call = apiCall, excluded, label, selection = 'multi' }: DriverTreeProps) {
  const { t } = useTranslation();
  const selected = value ?? [];
  const cprsSupported = options.cprsSupported === true;
  const selectAll = options.selectAll === true;
  const roots = useTreeRoots(useCallback((signal: AbortSignal) => allDrivers(call, selectAll, signal), [call, selectAll]));
  const loadChildren = useCallback((item: PickerItem, signal: AbortSignal) => driverEntitlements(call, item, cprsSupported, signal), [call, cprsSupported]);
  const choose = (item: PickerItem) => {
    onChange(selectItem(selected, item, { selection }));
    onBlur?.();
  };
  return (
    <TreeFrame roots={roots} failureKey="widgets.picker.failed.driverOrEntitlement">
      {(items) => (
        <LazyTree
          label={label ?? t('widgets.tree.label.driver')}
          roots={items}
          hasChildren={(item) => item.subType === 'driver' && item.id !== ALL_DRIVERS_ID}
          loadChildren={loadChildren}
          loadingText={t('widgets.tree.loadingEntitlements')}
          errorText={t('widgets.tree.entitlementsFailed')}
          isSelected={(item) => selected.some((entry) => entry.type === item.type && isUnavailable(item, [entry]))}
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
