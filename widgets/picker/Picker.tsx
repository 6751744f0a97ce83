// The 'picker' widget: the multi-tab picker. A search box with a dropdown toggle opens the results
// (tab bar when several tabs, paged list or tree, Prev and Next); below it, the selected items with
// Remove and Clear Selection. The rules live in selection.ts (the value) and pickerState.ts (the
// view); this file only wires them to the screen.
import { createElement, Suspense, useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ArrowDropUp from '@mui/icons-material/ArrowDropUp';
import { call as apiCall } from '../../api/index.ts';
import { useFocusAfterRender } from '../a11y/focus.ts';
import type { PickerOptions } from '../../schemas/types/widgets/picker.ts';
import { useMemberDialog, type MemberDialogProps, type MemberPick } from '../dialogs/memberDialogs.ts';
import type { WidgetProps } from '../widgetProps.ts';
import { PickerResultList } from './PickerResultList.tsx';
import { SelectedItems } from './SelectedItems.tsx';
import { addAll, autoSelection, isUnavailable, managedResources, removeItem, selectItem, withoutContainers, type SelectionConfig } from './selection.ts';
import { usePickerSources, type EntitlementRef, type MemberDeclaration, type SourceContext } from './sources/index.ts';
import { tabLabelKey } from './tabs.ts';
import { PICKER_PAGE_SIZE, type PickerItem, type PickerTab } from './types.ts';
import { usePickerResults } from './usePickerResults.ts';

export interface PickerProps extends WidgetProps<PickerOptions, PickerItem[] | undefined> {
  /** Items that are shown but cannot be chosen. */
  excluded?: readonly PickerItem[];
  /** The user being edited (left out of the user tab with options.excludeSelf). */
  selfDn?: string;
  /** The entitlement the entitlement-values and resource tabs work for. */
  entitlement?: EntitlementRef;
  /** The picker sits on an entitlement screen: changing the entitlement keeps the selection. */
  fromEntitlementScreen?: boolean;
  /** Entity definition key of the entity tab. */
  entityKey?: string;
  /** Items of the dropdown tab. */
  dropdownItems?: readonly PickerItem[];
  /** The team the on-behalf user source and the containers depend on; a change clears containers. */
  teamDn?: string;
  /** Whether the user may assign a role to a whole group (default: read from the rob info call). */
  isRoleAdmin?: boolean;
  /** The field's validation state, shown under the search box. */
  error?: boolean;
  helperText?: string;
  required?: boolean;
}

const EMPTY: readonly PickerItem[] = [];

export default function Picker(props: PickerProps) {
  const { options, value, onChange, onBlur, id, label, call = apiCall, excluded = EMPTY, entitlement, fromEntitlementScreen, teamDn, isRoleAdmin } = props;
  const { t } = useTranslation();
  const generatedId = useId();
  const fieldId = id ?? `picker-${generatedId}`;
  const tabs = useMemo<PickerTab[]>(() => options.tabs ?? ['user'], [options.tabs]);
  const initialTab: PickerTab = options.initialTab && tabs.includes(options.initialTab) ? options.initialTab : (tabs[0] ?? 'user');
  const selection = options.selection ?? 'multi';
  const config: SelectionConfig = { selection, singleSelectTabs: options.singleSelectTabs };
  const selected = value ?? EMPTY;
  const readOnly = props.readonly || options.readOnly === true;
  const disabled = props.disabled || options.disabled === true;

  const context: SourceContext = {
    call,
    options,
    selfDn: props.selfDn,
    entitlement,
    entityKey: props.entityKey,
    dropdownItems: props.dropdownItems,
    teamDn,
  };
  const results = usePickerResults(initialTab, options.pageSize ?? PICKER_PAGE_SIZE, context);
  const { state } = results;
  const panelRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<HTMLDivElement>(null);
  // The field is left (touched, validated) only when the focus leaves the whole widget: moving from
  // the search box into its own results is no blur, since the error it would show shifts the
  // results under the pointer between press and release, and the click would choose nothing.
  const blurUnlessInside = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && widgetRef.current?.contains(event.relatedTarget))) onBlur?.();
  };
  const searchRef = useRef<HTMLInputElement>(null);
  const moveFocus = useFocusAfterRender();
  // The item whose members dialog is open, and the dialog's name (its tab's members declaration).
  const [membersOf, setMembersOf] = useState<{ item: PickerItem; members: MemberDeclaration } | null>(null);
  const sources = usePickerSources();

  // Every change marks the field touched and emits the new list.
  const selectedRef = useRef(selected);
  useEffect(() => {
    selectedRef.current = selected;
  });
  const emit = (next: PickerItem[]) => {
    selectedRef.current = next;
    onChange(next);
    onBlur?.();
  };

  const choose = (item: PickerItem) => {
    if (readOnly || disabled || isUnavailable(item, selected, excluded)) return;
    const members = item.isGroupAssignment ? undefined : sources.members(item.type);
    if (members) return setMembersOf({ item, members });
    emit(selectItem(selected, item, config));
    if (selection !== 'multi') {
      results.dispatch({ type: 'close' });
      // The chosen option goes with the dropdown: the search box takes the focus back.
      moveFocus(() => searchRef.current);
    }
  };

  useContextRules({ options, teamDn, entitlement, fromEntitlementScreen, selectedRef, emit, reload: results.reload, tab: state.tab });
  useLoadedRules({ options, entitlement, state, selectedRef, emit, config });

  const open = () => {
    if (readOnly || disabled) return;
    results.dispatch({ type: 'open' });
    if (state.status === 'idle') results.reload();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && state.open) {
      event.stopPropagation();
      results.dispatch({ type: 'close' });
    } else if (event.key === 'ArrowDown' && event.target instanceof HTMLInputElement) {
      // From the search box: open, or go down into the results.
      event.preventDefault();
      if (!state.open) open();
      else panelRef.current?.querySelector<HTMLElement>('[role=option]:not([aria-disabled=true]), [role=treeitem][tabindex="0"]')?.focus();
    }
  };

  // Members chosen in a dialog join the selection (single selection: the first replaces it).
  const addMembers = (members: PickerItem[]) => emit(selection === 'multi' ? addAll(selected, members) : members.slice(0, 1));
  // OK: the chosen members join the selection; with none, the item itself (e.g. a group assigned whole).
  const onPick = ({ members, item }: MemberPick) => (members.length > 0 ? addMembers(members) : emit(selectItem(selected, item, config)));

  const listId = `${fieldId}-results`;
  return (
    <ClickAwayListener onClickAway={() => results.dispatch({ type: 'clickOutside' })}>
      {/* Escape closes the dropdown wherever the focus is inside the widget. */}
      <Box ref={widgetRef} onKeyDown={onKeyDown} onBlur={blurUnlessInside} data-testid="picker">
        {!readOnly && (
          <TextField
            id={fieldId}
            label={label}
            size="small"
            fullWidth
            disabled={disabled}
            value={state.query}
            placeholder={t(options.placeholderKey ?? 'widgets.picker.search')}
            onChange={(event) => results.typeQuery(event.target.value)}
            onClick={open}
            inputRef={searchRef}
            error={props.error}
            helperText={props.helperText}
            required={props.required}
            slotProps={{
              htmlInput: { role: 'combobox', 'aria-expanded': state.open, 'aria-controls': state.open ? listId : undefined, autoComplete: 'off' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={t('widgets.picker.toggle')}
                      aria-expanded={state.open}
                      disabled={disabled}
                      onClick={() => (state.open ? results.dispatch({ type: 'close' }) : open())}
                    >
                      {state.open ? <ArrowDropUp /> : <ArrowDropDown />}
                    </IconButton>
                  </InputAdornment>
                ),
              },
            }}
          />
        )}
        {state.open && !readOnly && (
          // In the flow (not floating): a dialog or a form section never clips it.
          <Paper variant="outlined" id={listId} ref={panelRef} sx={{ mt: 0.5, maxHeight: 420, overflow: 'auto' }}>
            {tabs.length > 1 && (
              <Tabs
                value={state.tab}
                onChange={(_event, tab: PickerTab) => results.chooseTab(tab)}
                variant="scrollable"
                scrollButtons="auto"
                aria-label={t('widgets.picker.tabs')}
              >
                {tabs.map((tab) => (
                  <Tab key={tab} value={tab} label={t(tabLabelKey(tab, options.labelSet))} sx={{ minWidth: 72 }} />
                ))}
              </Tabs>
            )}
            <PickerResultList
              state={state}
              call={call}
              options={options}
              selected={selected}
              excluded={excluded}
              hasEntitlement={entitlement !== undefined}
              onChoose={choose}
              onNext={results.next}
              onPrev={results.prev}
            />
          </Paper>
        )}
        <SelectedItems
          items={selected}
          readOnly={readOnly}
          disabled={disabled}
          draggable={selection === 'multi' && options.draggable === true}
          onRemove={(item) => emit(removeItem(selected, item))}
          onClear={() => emit([])}
          onReorder={emit}
          focusAfterLast={() => searchRef.current}
        />
        {membersOf && (
          // The area's dialog loads with its area's code the first time (null meanwhile).
          <Suspense fallback={null}>
            <MemberDialog name={membersOf.members.dialog} item={membersOf.item} members={membersOf.members} call={call} isRoleAdmin={isRoleAdmin} onPick={onPick} onClose={() => setMembersOf(null)} />
          </Suspense>
        )}
      </Box>
    </ClickAwayListener>
  );
}

/** The member dialog a declaration names (an unknown name throws). */
function MemberDialog({ name, ...props }: MemberDialogProps & { name: string }) {
  return createElement(useMemberDialog(name), props);
}

/**
 * Rules triggered by what surrounds the picker: a change of role level or team clears the selected
 * containers; a change of entitlement clears the selection (unless on an entitlement screen) and
 * reloads the tab.
 */
function useContextRules({
  options,
  teamDn,
  entitlement,
  fromEntitlementScreen,
  selectedRef,
  emit,
  reload,
  tab,
}: {
  options: PickerOptions;
  teamDn: string | undefined;
  entitlement: EntitlementRef | undefined;
  fromEntitlementScreen: boolean | undefined;
  selectedRef: { current: readonly PickerItem[] };
  emit(next: PickerItem[]): void;
  reload(): void;
  tab: PickerTab;
}) {
  const previous = useRef({ roleLevel: options.roleLevel, teamDn, entitlementId: entitlement?.id });
  const latest = useRef({ emit, reload, tab, fromEntitlementScreen });
  useEffect(() => {
    latest.current = { emit, reload, tab, fromEntitlementScreen };
  });
  useEffect(() => {
    const before = previous.current;
    previous.current = { roleLevel: options.roleLevel, teamDn, entitlementId: entitlement?.id };
    const { emit: emitNow, reload: reloadNow, tab: currentTab, fromEntitlementScreen: onEntitlementScreen } = latest.current;
    const selected = selectedRef.current;
    if (before.entitlementId !== entitlement?.id) {
      if (!onEntitlementScreen && selected.length > 0) emitNow([]);
      if (currentTab === 'entitlementValues' || currentTab === 'resource') reloadNow();
      return;
    }
    if (before.roleLevel !== options.roleLevel || before.teamDn !== teamDn) {
      if (selected.some((item) => item.type === 'container')) emitNow(withoutContainers(selected));
      if (currentTab === 'role') reloadNow();
    }
  }, [options.roleLevel, teamDn, entitlement?.id, selectedRef]);
}

/** Rules applied when a tab's list has loaded: auto-select-first, and the resources an entitlement already manages. */
function useLoadedRules({
  options,
  entitlement,
  state,
  selectedRef,
  emit,
  config,
}: {
  options: PickerOptions;
  entitlement: EntitlementRef | undefined;
  state: ReturnType<typeof usePickerResults>['state'];
  selectedRef: { current: readonly PickerItem[] };
  emit(next: PickerItem[]): void;
  config: SelectionConfig;
}) {
  const latest = useRef({ emit, config, autoSelectFirst: options.autoSelectFirst === true, selectAll: options.selectAll === true, hasEntitlement: entitlement !== undefined });
  useEffect(() => {
    latest.current = { emit, config, autoSelectFirst: options.autoSelectFirst === true, selectAll: options.selectAll === true, hasEntitlement: entitlement !== undefined };
  });
  useEffect(() => {
    if (state.status !== 'loaded') return;
    const { emit: emitNow, config: selectionConfig, autoSelectFirst, selectAll, hasEntitlement } = latest.current;
    const selected = selectedRef.current;
    if (autoSelectFirst) {
      const first = autoSelection(state.items, selected, state.tab, selectAll);
      if (first) emitNow(selectItem(selected, first, selectionConfig));
    }
    if (state.tab === 'resource' && hasEntitlement) {
      const managed = managedResources(state.items);
      const next = addAll(selectedRef.current, managed);
      if (next.length !== selectedRef.current.length) emitNow(next);
    }
  }, [state.items, state.status, state.tab, selectedRef]);
}
