// The dropdown's body for the current tab: loading, failure, 'Too many ...', empty messages, the
// result list (or, for the container and driver tabs, a lazy tree) and Prev / Next.
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { CallFunction } from '../../api/index.ts';
import type { PickerOptions } from '../../schemas/types/widgets/picker.ts';
import { announce } from '../a11y/announce.ts';
import { nodeLabel } from '../trees/labels.ts';
import { LazyTree } from '../trees/LazyTree.tsx';
import type { PickerViewState } from './pickerState.ts';
import { isUnavailable, matchesRoleLevel } from './selection.ts';
import { subContainers } from './sources/container.ts';
import { driverEntitlements } from './sources/driver.ts';
import { itemName } from './itemName.ts';
import { ResultOptions } from './ResultOptions.tsx';
import { failureKey, pluralKey } from './tabs.ts';
import { ALL_DRIVERS_ID, type PickerItem } from './types.ts';

interface PickerResultListProps {
  state: PickerViewState;
  call: CallFunction;
  options: PickerOptions;
  selected: readonly PickerItem[];
  excluded: readonly PickerItem[];
  hasEntitlement: boolean;
  onChoose(item: PickerItem): void;
  onNext(): void;
  onPrev(): void;
}

export function PickerResultList({ state, call, options, selected, excluded, hasEntitlement, onChoose, onNext, onPrev }: PickerResultListProps) {
  const { t } = useTranslation();
  const { tab } = state;
  const items = state.items.filter((item) => matchesRoleLevel(item, options.roleLevel));
  // What a screen reader hears when the results change: their number, 'Too many ...' or the failure.
  const spoken =
    state.status === 'error'
      ? t(failureKey(tab))
      : state.status !== 'loaded'
        ? undefined
        : state.tooMany
          ? t('widgets.picker.tooMany', { tab: t(pluralKey(tab)) })
          : t('widgets.picker.resultCount', { count: items.length });
  useEffect(() => {
    if (spoken) announce(spoken);
  }, [spoken]);
  const message = (text: string, role: 'alert' | 'status' = 'status', color = 'text.secondary') => (
    <Typography role={role} variant="body2" color={color} sx={{ p: 1.5 }}>
      {text}
    </Typography>
  );

  if (state.status === 'idle' || state.status === 'loading')
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{t('widgets.picker.loading')}</Typography>
      </Box>
    );
  if (state.status === 'error') return message(t(failureKey(tab)), 'alert', 'error');
  if (state.tooMany) return message(t('widgets.picker.tooMany', { tab: t(pluralKey(tab)) }), 'alert', 'warning.dark');

  const secondary = (item: PickerItem) => secondaryText(item, t);
  const name = (item: PickerItem) => itemName(item, t);
  const notes = (item: PickerItem) => itemNotes(item, t);
  if (items.length === 0) {
    if (tab === 'permission') return message(t('widgets.picker.noPermission'));
    if (tab === 'entitlementValues' && !hasEntitlement) return message(t('widgets.picker.valueless'));
    return message(t('widgets.picker.noMore', { tab: t(pluralKey(tab)) }));
  }

  if (tab === 'container' || tab === 'driverOrEntitlement')
    return <PickerTree tab={tab} roots={items} call={call} selected={selected} excluded={excluded} onChoose={onChoose} />;

  return (
    <>
      <ResultOptions label={t(pluralKey(tab))} items={items} selected={selected} excluded={excluded} secondaryText={secondary} notes={notes} name={name} onChoose={onChoose} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1, pb: 1 }}>
        <Button size="small" onClick={onPrev} disabled={state.page === 0}>
          {t('widgets.picker.prev')}
        </Button>
        <Button size="small" onClick={onNext} disabled={state.nextIndex <= 0}>
          {t('widgets.picker.next')}
        </Button>
      </Box>
    </>
  );
}

function secondaryText(item: PickerItem, t: (key: string, values?: Record<string, string>) => string): string | undefined {
  if (item.conflict) return t('widgets.picker.sodPair', { first: item.conflict[0], second: item.conflict[1] });
  return item.description ?? item.detail;
}

/** The lines under a result's description: its categories, and that it cannot be requested for several recipients at once. */
function itemNotes(item: PickerItem, t: (key: string, values?: Record<string, string>) => string): string[] {
  const notes: string[] = [];
  if (item.categories) notes.push(t('widgets.picker.categories', { categories: item.categories }));
  if (item.bulkRequestable === false) notes.push(t('widgets.picker.notBulkRequestable'));
  return notes;
}

/** The container and driver tabs: their list is a tree whose branches load on expansion. */
function PickerTree({ tab, roots, call, selected, excluded, onChoose }: Pick<PickerResultListProps, 'call' | 'selected' | 'excluded' | 'onChoose'> & { tab: 'container' | 'driverOrEntitlement'; roots: PickerItem[] }) {
  const { t } = useTranslation();
  const loadChildren = useCallback(
    (item: PickerItem, signal: AbortSignal) => (tab === 'container' ? subContainers(call, item, signal) : driverEntitlements(call, item, false, signal)),
    [call, tab],
  );
  const isContainer = tab === 'container';
  return (
    <Box sx={{ p: 1 }}>
      <LazyTree
        label={t(isContainer ? 'widgets.tree.label.container' : 'widgets.tree.label.driver')}
        roots={roots}
        hasChildren={(item) => isContainer || (item.subType === 'driver' && item.id !== ALL_DRIVERS_ID)}
        loadChildren={loadChildren}
        loadingText={t(isContainer ? 'widgets.tree.loadingContainers' : 'widgets.tree.loadingEntitlements')}
        errorText={t(isContainer ? 'widgets.tree.containersFailed' : 'widgets.tree.entitlementsFailed')}
        isSelected={(item) => selected.some((entry) => isUnavailable(item, [entry]))}
        isUnavailable={(item) => isUnavailable(item, [], excluded)}
        onChoose={onChoose}
        renderLabel={(item) => nodeLabel(item, t)}
      />
    </Box>
  );
}
