/**
 * Turns users rows into the contract's nodes: AttributeNode (with attributeValues of $ and value),
 * PersonNode (dn, fullName, image, imageAttr, primary/secondary/other attributes, groupMemberof).
 */
import { PHOTO_ATTRIBUTE, USER_ATTRIBUTES, type UserAttribute } from './user-attributes.ts';

/** A users row as the store reads it (column names of 001-identity-core.sql). */
export interface UserRow {
  dn: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string;
  initials: string | null;
  title: string | null;
  department: string | null;
  email: string | null;
  telephone: string | null;
  mobile: string | null;
  location: string | null;
  manager_dn: string | null;
  /** Full name of the manager (joined in), shown as the DN value's display text. */
  manager_name?: string | null;
  photo: Buffer | null;
  created_at: string;
  disabled: number;
  locale: string | null;
}

export interface AttributeValue {
  $: string;
  value: string;
}

export interface AttributeNode {
  key: string;
  displayLabel: string;
  dataType: string;
  formatType: string;
  controlType: string;
  isSearchable: boolean;
  isSortable: boolean;
  isRequired: boolean;
  isEditable: boolean;
  isMultivalued: boolean;
  isHideable: boolean;
  isClickable: boolean;
  lookupEntity?: string;
  choiceList?: { key: string; value: string }[];
  attributeValues?: AttributeValue[];
}

/** Who is looking: decides isEditable (an administrator, or the user on their own profile). */
export type EditMode = 'admin' | 'self' | 'readOnly';

export function isEditable(attribute: UserAttribute, mode: EditMode): boolean {
  return mode === 'admin' ? attribute.adminEditable : mode === 'self' ? attribute.selfEditable : false;
}

/** The description of an attribute, without values (the schema endpoint). */
export function describeAttribute(attribute: UserAttribute, mode: EditMode): AttributeNode {
  const node: AttributeNode = {
    key: attribute.key,
    displayLabel: attribute.displayLabel,
    dataType: attribute.dataType,
    formatType: attribute.formatType,
    controlType: attribute.controlType,
    isSearchable: attribute.isSearchable,
    isSortable: attribute.isSortable,
    isRequired: attribute.isRequired,
    isEditable: isEditable(attribute, mode),
    isMultivalued: false,
    isHideable: !attribute.isRequired,
    isClickable: attribute.dataType === 'DN' || attribute.formatType === 'email' || attribute.formatType === 'phone',
  };
  if (attribute.lookupEntity) node.lookupEntity = attribute.lookupEntity;
  if (attribute.choices) node.choiceList = attribute.choices.map((choice) => ({ key: choice, value: choice }));
  return node;
}

function valuesOf(attribute: UserAttribute, row: UserRow): AttributeValue[] {
  const raw = (row as unknown as Record<string, unknown>)[attribute.column];
  if (raw === null || raw === undefined || raw === '') return [];
  const value = String(raw);
  if (attribute.dataType === 'DN') return [{ $: row.manager_name ?? value, value }];
  return [{ $: value, value }];
}

export function attributeWithValues(attribute: UserAttribute, row: UserRow, mode: EditMode): AttributeNode {
  return { ...describeAttribute(attribute, mode), attributeValues: valuesOf(attribute, row) };
}

/**
 * A list row's attribute: what a table cell needs. Key and values; the data type only where a cell
 * renders differently (DN links, dates, images). Labels and flags are the same on every row and
 * come from GET /access/entities/schema.
 */
export type CompactAttributeNode = Pick<AttributeNode, 'key' | 'attributeValues' | 'lookupEntity'> & { dataType?: string };

function compactAttribute(attribute: UserAttribute, row: UserRow | null): CompactAttributeNode {
  const node: CompactAttributeNode = { key: attribute.key };
  if (attribute.dataType !== 'String') node.dataType = attribute.dataType;
  if (row) node.attributeValues = valuesOf(attribute, row);
  if (attribute.lookupEntity) node.lookupEntity = attribute.lookupEntity;
  return node;
}

/** The attributes of each section, in order: worked out once, not for every row. */
const SECTION_ATTRIBUTES = {
  primary: USER_ATTRIBUTES.filter((a) => a.section === 'primary'),
  secondary: USER_ATTRIBUTES.filter((a) => a.section === 'secondary'),
  other: USER_ATTRIBUTES.filter((a) => a.section === 'other'),
};
const ATTRIBUTE_BY_KEY = new Map(USER_ATTRIBUTES.map((a) => [a.key, a]));
/** A list row's photo attribute carries no values: the same object serves every row. */
const COMPACT_PHOTO = compactAttribute(PHOTO_ATTRIBUTE, null);

export interface PersonNode {
  dn: string;
  fullName: string;
  image?: string;
  imageAttr: AttributeNode | CompactAttributeNode;
  primaryAttributes: (AttributeNode | CompactAttributeNode)[];
  secondaryAttributes: (AttributeNode | CompactAttributeNode)[];
  otherAttributes: (AttributeNode | CompactAttributeNode)[];
  groupMemberof?: string[];
  disabledLogin: boolean;
  disabledLoginSupported: boolean;
  teamManger?: boolean;
  hideProfilePhoto: boolean;
}

export interface PersonOptions {
  mode: EditMode;
  /** Only these attribute keys (columnCustomization listing), each in its section. */
  only?: readonly string[];
  groupDns?: string[];
  teamManager?: boolean;
  /** List rows: compact attributes (see CompactAttributeNode); a page of 300 is a third the size. */
  compact?: boolean;
}

/** The attributes of a key list, worked out once per list (a page's rows share their options). */
const ASKED = new WeakMap<readonly string[], UserAttribute[]>();
function askedAttributes(keys: readonly string[]): UserAttribute[] {
  let attributes = ASKED.get(keys);
  if (!attributes) {
    attributes = keys.map((key) => ATTRIBUTE_BY_KEY.get(key)).filter((a): a is UserAttribute => a !== undefined);
    ASKED.set(keys, attributes);
  }
  return attributes;
}

export function personNode(row: UserRow, options: PersonOptions): PersonNode {
  const build = (a: UserAttribute) => (options.compact ? compactAttribute(a, row) : attributeWithValues(a, row, options.mode));
  // A listing of some attributes (only) gives them in the order asked, each in its own section, so
  // that a list reads them where it reads them in a full answer (otherAttributes.CN ...).
  const asked = options.only && askedAttributes(options.only);
  const section = (name: 'primary' | 'secondary' | 'other') => (asked ? asked.filter((a) => a.section === name) : SECTION_ATTRIBUTES[name]).map(build);
  const node: PersonNode = {
    dn: row.dn,
    fullName: row.full_name,
    imageAttr: options.compact ? COMPACT_PHOTO : describeAttribute(PHOTO_ATTRIBUTE, options.mode),
    primaryAttributes: section('primary'),
    secondaryAttributes: section('secondary'),
    otherAttributes: section('other'),
    disabledLogin: row.disabled === 1,
    disabledLoginSupported: true,
    hideProfilePhoto: false,
  };
  if (row.photo) node.image = row.photo.toString('base64');
  if (options.groupDns) node.groupMemberof = options.groupDns;
  if (options.teamManager !== undefined) node.teamManger = options.teamManager;
  return node;
}
