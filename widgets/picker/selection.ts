// The picker's selection rules (single and single-select tabs replace, containment replaces, matching
// of selected or excluded items, role-level filter, auto-select-first), as pure functions over the
// selected list. The view calls them and emits the list they return.
import { ALL_DRIVERS_ID, type PickerItem, type PickerTab, type SelectionType } from './types.ts';

export interface SelectionConfig {
  selection: SelectionType;
  /** Tabs where a new item replaces the existing item of its type even in multi selection. */
  singleSelectTabs?: readonly PickerTab[];
}

const sameText = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a !== '' && a.toLowerCase() === b.toLowerCase();

/**
 * Whether `item` is `other`: entitlement values match by value only; every other item by id, dn,
 * display name, recipient dn or, for items that are only a level (role levels), the level.
 */
export function sameItem(item: PickerItem, other: PickerItem): boolean {
  if (item.type === 'entitlementValues' || other.type === 'entitlementValues') {
    return item.type === other.type && sameText(item.value, other.value);
  }
  if (item.type !== other.type && !(isPerson(item) && isPerson(other))) return false;
  if (sameText(item.id, other.id) || sameText(item.dn, other.dn) || sameText(item.displayName, other.displayName)) return true;
  const recipient = item.recipientdn ?? item.dn;
  const otherRecipient = other.recipientdn ?? other.dn;
  if (sameText(recipient, otherRecipient)) return true;
  const levelOnly = (entry: PickerItem) => entry.level !== undefined && !entry.id && !entry.dn;
  return levelOnly(item) && levelOnly(other) && item.level === other.level;
}

/** Users, SoD recipients and group members are all people: a user excluded is excluded everywhere. */
function isPerson(item: PickerItem): boolean {
  return item.type === 'user' || item.type === 'sodRecipient';
}

/** An item already selected or excluded cannot be clicked. */
export function isUnavailable(item: PickerItem, selected: readonly PickerItem[], excluded: readonly PickerItem[] = []): boolean {
  return selected.some((entry) => sameItem(item, entry)) || excluded.some((entry) => sameItem(item, entry));
}

/** DN containment, case-insensitive: `outer` contains `inner` when inner's DN ends with ",<outer DN>". */
function dnContains(outer: string | undefined, inner: string | undefined): boolean {
  if (!outer || !inner) return false;
  return inner.toLowerCase().endsWith(`,${outer.toLowerCase()}`);
}

/** Whether one of two containers (or drivers and entitlements) contains the other. */
export function related(a: PickerItem, b: PickerItem): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'driverOrEntitlement' && (a.id === ALL_DRIVERS_ID || b.id === ALL_DRIVERS_ID)) return true;
  const parentOf = (entry: PickerItem) => entry.parentDn;
  return (
    dnContains(a.dn, b.dn) ||
    dnContains(b.dn, a.dn) ||
    sameText(parentOf(b), a.dn) ||
    sameText(parentOf(a), b.dn)
  );
}

const HIERARCHICAL: ReadonlySet<PickerTab> = new Set<PickerTab>(['container', 'driverOrEntitlement']);

/**
 * The selection after choosing `item`:
 * - single (and dropdown) selection: the item alone;
 * - a tab listed in singleSelectTabs: the item replaces the items of its type;
 * - a container or driver/entitlement replaces the selected ones it contains or that contain it;
 * - otherwise the item is appended. An item already selected leaves the list as it is.
 */
export function selectItem(selected: readonly PickerItem[], item: PickerItem, config: SelectionConfig): PickerItem[] {
  if (config.selection !== 'multi') return [item];
  if (selected.some((entry) => sameItem(item, entry))) return [...selected];
  if (config.singleSelectTabs?.includes(item.type)) return [...selected.filter((entry) => entry.type !== item.type), item];
  if (HIERARCHICAL.has(item.type)) return [...selected.filter((entry) => !related(entry, item)), item];
  return [...selected, item];
}

export function removeItem(selected: readonly PickerItem[], item: PickerItem): PickerItem[] {
  return selected.filter((entry) => !sameItem(entry, item));
}

/** Drag and drop: moves the item at `from` to `to`. */
export function moveItem(selected: readonly PickerItem[], from: number, to: number): PickerItem[] {
  const next = [...selected];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/** Changing the role level or the team clears the selected containers. */
export function withoutContainers(selected: readonly PickerItem[]): PickerItem[] {
  return selected.filter((entry) => entry.type !== 'container');
}

/** Role items show only when their level matches the chosen level; with no level, all show. */
export function matchesRoleLevel(item: PickerItem, roleLevel: number | undefined): boolean {
  if (item.type !== 'role' || roleLevel === undefined) return true;
  return item.level === roleLevel;
}

/**
 * What auto-select-first picks once a driver or dropdown list has loaded and nothing of that tab is
 * selected: All Drivers when select-all is on, else the first item.
 */
export function autoSelection(items: readonly PickerItem[], selected: readonly PickerItem[], tab: PickerTab, selectAll: boolean): PickerItem | undefined {
  if (tab !== 'driverOrEntitlement' && tab !== 'dropdown' && tab !== 'dirxmldriver') return undefined;
  if (selected.some((entry) => entry.type === tab)) return undefined;
  if (selectAll && tab !== 'dropdown') return items.find((item) => item.id === ALL_DRIVERS_ID) ?? allDriversItem(tab);
  return items[0];
}

export function allDriversItem(tab: PickerTab = 'driverOrEntitlement'): PickerItem {
  return { type: tab, subType: 'driver', id: ALL_DRIVERS_ID, displayName: ALL_DRIVERS_ID, selectAll: true };
}

/** The resource tab with an entitlement preselects the resources whose managedBy value is odd. */
export function managedResources(items: readonly PickerItem[]): PickerItem[] {
  return items.filter((item) => item.type === 'resource' && item.managedBy !== undefined && item.managedBy % 2 === 1);
}

/** Adds the items not yet selected, keeping the order. */
export function addAll(selected: readonly PickerItem[], items: readonly PickerItem[]): PickerItem[] {
  const next = [...selected];
  for (const item of items) if (!next.some((entry) => sameItem(entry, item))) next.push(item);
  return next;
}
