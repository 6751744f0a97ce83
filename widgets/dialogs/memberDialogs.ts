// The member dialogs as the picker sees them: choosing an item whose tab declares its members (a
// group, a team: pickerSources.<tab>.members of an area's manifest) opens the dialog that
// declaration names ("dialog"). The dialogs are area code (screens/<area>/code/components.tsx
// memberDialogs, e.g. the groups area's GroupMembersDialog); the shell hands every area's to the
// pickers below it (MemberDialogsContext), so widgets/ never imports them. An unknown name throws;
// npm run validate rejects it first.
import { createContext, useContext, type ComponentType } from 'react';
import type { CallFunction } from '../../api/index.ts';
import type { MemberDeclaration } from '../picker/sources/index.ts';
import type { PickerItem } from '../picker/types.ts';

/** What OK chose: members to add to the selection, or, with none, the item to select itself. */
export interface MemberPick {
  members: PickerItem[];
  /** The chosen item (the group or team), possibly marked (a group assigned whole). */
  item: PickerItem;
}

/** What a member dialog is given by the picker. */
export interface MemberDialogProps {
  /** The item whose members are listed. */
  item: PickerItem;
  /** The declaration of the item's tab: what lists the members, who may take the item whole. */
  members: MemberDeclaration;
  call?: CallFunction;
  /** Whether the user may choose the item whole (the picker's isRoleAdmin); the dialog asks when not given. */
  isRoleAdmin?: boolean;
  onPick(pick: MemberPick): void;
  onClose(): void;
}

/** The member dialogs by name; the shell provides every area's. */
export type MemberDialogs = Readonly<Record<string, ComponentType<MemberDialogProps>>>;

export const MemberDialogsContext = createContext<MemberDialogs>({});

/** The member dialog a declaration names; an unknown name is an error. */
export function useMemberDialog(name: string): ComponentType<MemberDialogProps> {
  const dialogs = useContext(MemberDialogsContext);
  const dialog = Object.hasOwn(dialogs, name) ? dialogs[name] : undefined;
  if (!dialog) throw new Error(`unknown member dialog '${name}': an area's code/components.tsx supplies it (memberDialogs) and declares the name in its code/index.ts`);
  return dialog;
}
