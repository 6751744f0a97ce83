/**
 * Validates the attribute changes of user create and update (the contract's UserDefaultAttrNode:
 * key, values, action) and turns them into column values. Everything is checked before anything
 * is written, and each problem becomes a 400 Fault that names the attribute and the fix.
 */
import { isAllowedCommonName, isAllowedName, isAllowedPassword } from '../../domain/identityRules.ts';
import { badRequest } from '../http/fault.ts';
import type { Db, SqlValue } from '../store/db.ts';
import { PHOTO_ATTRIBUTE, userAttribute, USER_ATTRIBUTES, type UserAttribute } from './user-attributes.ts';
import { isEditable, type EditMode } from './user-nodes.ts';
import { userExists } from './user-store.ts';

export interface AttributeChange {
  key: string;
  values?: unknown[];
  action?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()\-./x]{3,30}$/;
export const MAX_PHOTO_BYTES = 59 * 1024;
const MAX_TEXT = 256;

export function checkPassword(password: unknown): string {
  if (typeof password !== 'string' || !isAllowedPassword(password)) {
    throw badRequest('password: use 6 to 100 letters, digits and the symbols !@#$%^&*, with at least one digit');
  }
  return password;
}

export function checkCommonName(cn: string): string {
  const value = cn.trim();
  // The sandbox also refuses white space: a user's CN is their sign-in name.
  if (value === '' || value.length > 64 || !isAllowedCommonName(value) || /\s/.test(value)) {
    throw badRequest(`CN: "${value}" has invalid chracter or length; use 1 to 64 characters without spaces or any of < , ; \\ " + # = / | * ' ! @ $ % ~`);
  }
  return value;
}

function decodePhoto(value: string): Buffer {
  const base64 = value.replace(/^data:image\/[a-z]+;base64,/, '');
  const bytes = Buffer.from(base64, 'base64');
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  const isPng = bytes.subarray(0, 4).toString('hex') === '89504e47';
  if (!isJpeg && !isPng) throw badRequest('Photo: send a base64 JPEG or PNG image');
  if (bytes.length >= MAX_PHOTO_BYTES) throw badRequest('Photo: Image Size should be less Than 59 kb');
  return bytes;
}

/** Checks one attribute's new value and returns the column value (null clears it). */
async function columnValue(db: Db, attribute: UserAttribute, raw: string | null, userDn: string | null): Promise<SqlValue> {
  if (raw === null) {
    if (attribute.isRequired) throw badRequest(`${attribute.key} is required and cannot be removed`);
    return null;
  }
  if (attribute === PHOTO_ATTRIBUTE) return decodePhoto(raw);
  const value = raw.trim();
  if (value === '') {
    if (attribute.isRequired) throw badRequest(`${attribute.key} is required: give it a non-blank value`);
    return null;
  }
  if (value.length > MAX_TEXT) throw badRequest(`${attribute.key}: at most ${MAX_TEXT} characters (got ${value.length})`);
  if (['FirstName', 'LastName', 'Initials'].includes(attribute.key) && !isAllowedName(value)) {
    throw badRequest(`${attribute.key}: "${value}" has invalid chracter; names must not contain any of < , ; \\ " + # = / | * ~`);
  }
  if (attribute.formatType === 'email' && !EMAIL.test(value)) throw badRequest(`${attribute.key}: "${value}" is not an email address (name@domain)`);
  if (attribute.formatType === 'phone' && !PHONE.test(value)) throw badRequest(`${attribute.key}: "${value}" is not a telephone number (digits, spaces, + ( ) - .)`);
  if (attribute.choices && !attribute.choices.includes(value)) {
    throw badRequest(`${attribute.key}: "${value}" is not one of ${attribute.choices.join(', ')}`);
  }
  if (attribute.dataType === 'DN') {
    if (userDn !== null && value.toLowerCase() === userDn.toLowerCase()) throw badRequest(`${attribute.key}: a user cannot be their own manager`);
    if (!(await userExists(db, value))) throw badRequest(`${attribute.key}: no user has the DN "${value}"`);
  }
  return value;
}

/**
 * The column values of a list of changes. `mode` decides which attributes may change; `forCreate`
 * also allows the create-only attributes (CN is the naming attribute and is handled by the caller).
 */
export async function columnsOfChanges(db: Db, changes: readonly AttributeChange[], mode: EditMode, userDn: string | null): Promise<Record<string, SqlValue>> {
  const columns: Record<string, SqlValue> = {};
  const seen = new Set<string>();
  for (const change of changes) {
    const attribute = userAttribute(String(change.key ?? ''));
    if (!attribute) {
      throw badRequest(`attributes: "${change.key}" is not a user attribute; use one of ${[...USER_ATTRIBUTES, PHOTO_ATTRIBUTE].map((a) => a.key).join(', ')}`);
    }
    if (attribute.key === 'CN') continue;
    if (seen.has(attribute.key)) throw badRequest(`attributes: ${attribute.key} is given twice`);
    seen.add(attribute.key);
    if (userDn === null && !attribute.onCreate) throw badRequest(`${attribute.key} is set by the server and cannot be given on create`);
    if (userDn !== null && !isEditable(attribute, mode)) {
      throw badRequest(`${attribute.key} is not editable${mode === 'self' ? ' on your own profile' : ''}`);
    }
    const values = (change.values ?? []).filter((v) => v !== null && v !== undefined);
    if (values.length > 1) throw badRequest(`${attribute.key} takes a single value (got ${values.length})`);
    const remove = change.action === 'delete' || change.action === 'remove' || values.length === 0;
    const first = values[0];
    if (!remove && typeof first !== 'string') throw badRequest(`${attribute.key}: values must be strings`);
    columns[attribute.column] = await columnValue(db, attribute, remove ? null : (first as string), userDn);
  }
  return columns;
}
