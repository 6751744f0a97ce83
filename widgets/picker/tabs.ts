// Tab labels and messages: translation keys per tab (standard and alternate label sets).
import type { PickerOptions } from '../../schemas/types/widgets/picker.ts';
import type { PickerTab } from './types.ts';

/** The tabs that the alternate label set names (user, group, container, role, product, driver, entitlement values, resource, team, SoD). */
const ALTERNATE_LABELS: ReadonlySet<PickerTab> = new Set<PickerTab>(['user', 'group', 'container', 'role', 'prd', 'driverOrEntitlement', 'entitlementValues', 'resource', 'team', 'sod']);

export function tabLabelKey(tab: PickerTab, labelSet: PickerOptions['labelSet'] = 'standard'): string {
  return labelSet === 'alternate' && ALTERNATE_LABELS.has(tab) ? `widgets.picker.altTab.${tab}` : `widgets.picker.tab.${tab}`;
}

/** The plural noun of a tab inside 'Too many [tab] ...' and 'No more [tab] ...'. */
export const pluralKey = (tab: PickerTab) => `widgets.picker.plural.${tab}`;
export const failureKey = (tab: PickerTab) => `widgets.picker.failed.${tab}`;
