/**
 * The user entity's attribute schema: which contract key maps to which column of the users table,
 * how the console shows and edits it (AttributeNode flags), and where it sits (primary, secondary,
 * other). The users, schema, entities and quick-info endpoints all read this one table.
 */
import { DEPARTMENTS } from '../seed/names.ts';

export type Section = 'primary' | 'secondary' | 'other';

export interface UserAttribute {
  key: string;
  /** Column of the users table. */
  column: string;
  displayLabel: string;
  dataType: 'String' | 'DN' | 'Binary' | 'Time';
  formatType: 'text' | 'email' | 'phone' | 'date' | 'image';
  controlType: 'text' | 'select' | 'lookup' | 'image' | 'date';
  section: Section;
  isRequired: boolean;
  /** Changeable by a domain administrator (on any user). */
  adminEditable: boolean;
  /** Changeable by the user on their own profile. */
  selfEditable: boolean;
  isSearchable: boolean;
  /** Sortable attributes have an index on their column (users list sorting stays fast). */
  isSortable: boolean;
  /** Part of the create-user form. */
  onCreate: boolean;
  lookupEntity?: string;
  choices?: readonly string[];
}

/** The lookup entity of DN attributes that point at users; the console opens quick info for it. */
export const USER_LOOKUP = 'user-lookup';

export const DEPARTMENT_CHOICES: readonly string[] = [...DEPARTMENTS.map((d) => d.name), 'Administration', 'Executive'];

const attribute = (a: Omit<UserAttribute, 'controlType' | 'formatType' | 'dataType'> & Partial<UserAttribute>): UserAttribute => ({
  dataType: 'String', formatType: 'text', controlType: 'text', ...a,
});

export const USER_ATTRIBUTES: readonly UserAttribute[] = [
  attribute({ key: 'FirstName', column: 'first_name', displayLabel: 'First Name', section: 'primary', isRequired: true, adminEditable: true, selfEditable: false, isSearchable: true, isSortable: true, onCreate: true }),
  attribute({ key: 'LastName', column: 'last_name', displayLabel: 'Last Name', section: 'primary', isRequired: true, adminEditable: true, selfEditable: false, isSearchable: true, isSortable: true, onCreate: true }),
  attribute({ key: 'Title', column: 'title', displayLabel: 'Title', section: 'primary', isRequired: false, adminEditable: true, selfEditable: false, isSearchable: true, isSortable: true, onCreate: true }),
  attribute({ key: 'Email', column: 'email', displayLabel: 'Email', formatType: 'email', section: 'primary', isRequired: false, adminEditable: true, selfEditable: false, isSearchable: true, isSortable: true, onCreate: true }),
  attribute({ key: 'TelephoneNumber', column: 'telephone', displayLabel: 'Telephone Number', formatType: 'phone', section: 'primary', isRequired: false, adminEditable: true, selfEditable: true, isSearchable: true, isSortable: true, onCreate: true }),
  attribute({ key: 'Department', column: 'department', displayLabel: 'Department', controlType: 'select', choices: DEPARTMENT_CHOICES, section: 'secondary', isRequired: false, adminEditable: true, selfEditable: false, isSearchable: true, isSortable: true, onCreate: true }),
  attribute({ key: 'Manager', column: 'manager_dn', displayLabel: 'Manager', dataType: 'DN', controlType: 'lookup', lookupEntity: USER_LOOKUP, section: 'secondary', isRequired: false, adminEditable: true, selfEditable: false, isSearchable: false, isSortable: false, onCreate: true }),
  attribute({ key: 'Location', column: 'location', displayLabel: 'Location', section: 'secondary', isRequired: false, adminEditable: true, selfEditable: true, isSearchable: true, isSortable: true, onCreate: true }),
  attribute({ key: 'Mobile', column: 'mobile', displayLabel: 'Mobile', formatType: 'phone', section: 'secondary', isRequired: false, adminEditable: true, selfEditable: true, isSearchable: true, isSortable: false, onCreate: true }),
  attribute({ key: 'CN', column: 'username', displayLabel: 'User ID', section: 'other', isRequired: true, adminEditable: false, selfEditable: false, isSearchable: true, isSortable: true, onCreate: true }),
  attribute({ key: 'Initials', column: 'initials', displayLabel: 'Initials', section: 'other', isRequired: false, adminEditable: true, selfEditable: false, isSearchable: false, isSortable: false, onCreate: true }),
  attribute({ key: 'CreatedAt', column: 'created_at', displayLabel: 'Created', dataType: 'Time', formatType: 'date', controlType: 'date', section: 'other', isRequired: false, adminEditable: false, selfEditable: false, isSearchable: false, isSortable: false, onCreate: false }),
];

/** The photo: sent apart from the sections (PersonNode image / imageAttr). */
export const PHOTO_ATTRIBUTE: UserAttribute = attribute({
  key: 'Photo', column: 'photo', displayLabel: 'Photo', dataType: 'Binary', formatType: 'image', controlType: 'image', section: 'other',
  isRequired: false, adminEditable: true, selfEditable: true, isSearchable: false, isSortable: false, onCreate: true,
});

/** The spec's default quick-search attributes. */
export const DEFAULT_SEARCH_ATTRIBUTES = ['FirstName', 'LastName', 'Email', 'TelephoneNumber'] as const;

/** Sort keys beyond the attributes: the list's default "name" column is the full name. */
export const SORT_ALIASES: Readonly<Record<string, string>> = { name: 'full_name', fullName: 'full_name', FullName: 'full_name' };

const BY_KEY = new Map([...USER_ATTRIBUTES, PHOTO_ATTRIBUTE].map((a) => [a.key.toLowerCase(), a]));

/** The attribute of a key, case-insensitive (the console and curl users differ in case). */
export function userAttribute(key: string): UserAttribute | undefined {
  return BY_KEY.get(key.trim().toLowerCase());
}
