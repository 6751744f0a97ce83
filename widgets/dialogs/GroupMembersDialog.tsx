// The 'groupMembersDialog' widget: 'Select Specific Users from' plus the group name. Role
// administrators (rob info isRoleAdmin) also see 'Assign Role to Group', which disables the member
// check boxes and warns that only roles can be requested for the group.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { API_MESSAGE_KEYS, call as apiCall } from '../../api/index.ts';
import type { GroupMembersDialogOptions } from '../../schemas/types/widgets/groupMembersDialog.ts';
import type { PickerItem } from '../picker/types.ts';
import type { WidgetProps } from '../widgetProps.ts';
import { groupMemberLoader } from './memberLoaders.ts';
import { MembersDialog } from './MembersDialog.tsx';

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

export interface GroupMembersDialogProps extends Omit<WidgetProps<GroupMembersDialogOptions, GroupMembersResult | undefined>, 'value'> {
  value?: GroupMembersResult;
  /** The group whose members are listed; the dialog is open while it is set. */
  group: PickerItem | null;
  /** Whether the user is a role administrator; read from the rob info call when not given. */
  isRoleAdmin?: boolean;
  onClose(): void;
}

export default function GroupMembersDialog({ options, group, isRoleAdmin, onChange, onClose, call = apiCall }: GroupMembersDialogProps) {
  const { t } = useTranslation();
  const [assignToGroup, setAssignToGroup] = useState(false);
  const roleAdmin = useRoleAdmin(call, isRoleAdmin, group !== null && options.allowGroupAssignment !== false);
  const load = useMemo(() => (group ? groupMemberLoader(call, group) : undefined), [call, group]);
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

/** isRoleAdmin as given, or from the current user's request-on-behalf info. */
function useRoleAdmin(call: NonNullable<GroupMembersDialogProps['call']>, given: boolean | undefined, needed: boolean): RoleAdminState {
  const [state, setState] = useState<RoleAdminState>({ status: 'loading', isRoleAdmin: false });
  useEffect(() => {
    if (given !== undefined || !needed) return undefined;
    let live = true;
    call('rob.info').then(
      (answer) => live && setState({ status: 'loaded', isRoleAdmin: (answer as { isRoleAdmin?: unknown } | null)?.isRoleAdmin === true }),
      () => live && setState({ status: 'error', isRoleAdmin: false }),
    );
    return () => {
      live = false;
    };
  }, [call, given, needed]);
  return given !== undefined ? { status: 'loaded', isRoleAdmin: given } : state;
}
