// The groups area's member dialog 'groupMembers' (named by pickerSources.group.members.dialog of
// ../area.json, supplied by ./components.tsx): 'Select Specific Users from' plus the group name. Users whom the
// group tab's declared right allows (in the sandbox: role administrators, by the request-on-behalf
// info) also see 'Assign Role to Group', which disables the member check boxes and warns that only
// roles can be requested for the group. Which call lists the members, and which says who may assign
// the group whole, the groups area declares (pickerSources.group.members of its manifest).
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { API_MESSAGE_KEYS, call as apiCall } from '../../../api/index.ts';
import type { MemberList } from '../../../schemas/types/area.ts';
import type { MemberPick } from '../../../widgets/dialogs/memberDialogs.ts';
import { MembersDialog } from '../../../widgets/dialogs/MembersDialog.tsx';
import type { MemberLoader } from '../../../widgets/dialogs/useMemberPages.ts';
import type { MemberDeclaration } from '../../../widgets/picker/sources/index.ts';
import type { PickerItem } from '../../../widgets/picker/types.ts';
import type { WidgetProps } from '../../../widgets/widgetProps.ts';

export interface GroupMembersDialogOptions {
  /** Offer 'Assign Role to Group' (still shown only when the user's info has isRoleAdmin). */
  allowGroupAssignment?: boolean;
  /** Members per page. */
  pageSize?: number;
}

/** What OK emits: the chosen members, the group if any were chosen, and always the assignment flag. */
export interface GroupMembersResult {
  /** The chosen members; none when the group is assigned as a whole. */
  members: PickerItem[];
  /** The group, when members were chosen. */
  group: PickerItem | null;
  /** Always emitted: whether the role goes to the group as a whole, and the group. */
  groupAssignment: { isGroupAssignment: boolean; group: PickerItem };
}

/** The emission rules of OK. */
export function groupDialogResult(group: PickerItem, chosen: readonly PickerItem[], isGroupAssignment: boolean): GroupMembersResult {
  const members = isGroupAssignment ? [] : [...chosen];
  return { members, group: members.length > 0 ? group : null, groupAssignment: { isGroupAssignment, group } };
}

/** OK's result as the picker takes it: the group whole (marked), the chosen members, or the group. */
export function groupPick({ members, groupAssignment: { isGroupAssignment, group } }: GroupMembersResult): MemberPick {
  return { members, item: isGroupAssignment ? { ...group, isGroupAssignment: true } : group };
}

export interface GroupMembersDialogProps extends Omit<WidgetProps<GroupMembersDialogOptions, GroupMembersResult | undefined>, 'value'> {
  value?: GroupMembersResult;
  /** The group whose members are listed; the dialog is open while it is set. */
  group: PickerItem | null;
  /** What lists the members and who may take the group whole (the picker gives its tab's declaration). */
  members: MemberDeclaration | undefined;
  /** Whether the user may assign the group whole; asked with the declared right's call when not given. */
  isRoleAdmin?: boolean;
  onClose(): void;
}

export default function GroupMembersDialog({ options, group, members, isRoleAdmin, onChange, onClose, call = apiCall }: GroupMembersDialogProps) {
  const { t } = useTranslation();
  const [assignToGroup, setAssignToGroup] = useState(false);
  const roleAdmin = useRoleAdmin(call, members?.wholeRight, isRoleAdmin, group !== null && options.allowGroupAssignment !== false);
  const load = useMemo(
    (): MemberLoader | undefined => (group && members ? (request, signal) => members.load({ ...request, signal }, call, group) : undefined),
    [call, group, members],
  );
  if (!group || !load) return null;

  const close = () => {
    setAssignToGroup(false);
    onClose();
  };
  const header =
    roleAdmin.status === 'error' ? (
      <Alert severity="error">{t(API_MESSAGE_KEYS.generic)}</Alert>
    ) : roleAdmin.isRoleAdmin && options.allowGroupAssignment !== false ? (
      <>
        <FormControlLabel control={<Checkbox checked={assignToGroup} onChange={(event) => setAssignToGroup(event.target.checked)} />} label={t('widgets.members.assignRole')} />
        {assignToGroup && <Alert severity="warning">{t('widgets.members.assignRoleWarning')}</Alert>}
      </>
    ) : null;

  return (
    <MembersDialog
      name={group.displayName}
      load={load}
      pageSize={options.pageSize ?? 10}
      membersDisabled={assignToGroup}
      header={header}
      onCancel={close}
      onOk={(members) => {
        onChange(groupDialogResult(group, members, assignToGroup));
        close();
      }}
    />
  );
}

type RoleAdminState = { status: 'loading' | 'loaded' | 'error'; isRoleAdmin: boolean };

/** isRoleAdmin as given, or the flag of the declared right's answer (none declared: nobody). */
function useRoleAdmin(call: NonNullable<GroupMembersDialogProps['call']>, right: MemberList['wholeRight'], given: boolean | undefined, needed: boolean): RoleAdminState {
  const [state, setState] = useState<RoleAdminState>({ status: 'loading', isRoleAdmin: false });
  useEffect(() => {
    if (given !== undefined || !needed || !right) return undefined;
    let live = true;
    const ask = call as unknown as (name: string) => Promise<unknown>;
    ask(right.call).then(
      (answer) => live && setState({ status: 'loaded', isRoleAdmin: (answer as Record<string, unknown> | null)?.[right.flag] === true }),
      () => live && setState({ status: 'error', isRoleAdmin: false }),
    );
    return () => {
      live = false;
    };
  }, [call, right, given, needed]);
  if (given !== undefined) return { status: 'loaded', isRoleAdmin: given };
  return right ? state : { status: 'loaded', isRoleAdmin: false };
}
