// Names, descriptions and localized texts of roles, resources and SoDs as the server stores them:
// trimmed before create and modify, checked for the characters the directory refuses, with
// the console's locale keys mapped to the directory's (zh-CN → zh_CN, zh-TW → zh_TW, he → iw).
import { isAllowedDescription, isAllowedName } from '../../domain/identityRules.ts';
import { directoryLocale } from '../../domain/localeKeys.ts';
import { badRequest } from '../http/fault.ts';

/** A required name, trimmed; 400 when missing, blank or holding a forbidden character. */
export function requiredName(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${what}: the name is required`);
  return checkedName(value, what);
}

function checkedName(value: string, what: string): string {
  const name = value.trim();
  if (!isAllowedName(name)) throw badRequest(`${what}: the name "${name}" has invalid chracter`);
  return name;
}

/** An optional description, trimmed ('' when absent); 400 when it holds | or ~. */
export function description(value: unknown, what: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(`${what}: the description must be a string`);
  const text = value.trim();
  if (!isAllowedDescription(text)) throw badRequest(`${what}: the description has invalid chracter`);
  return text;
}

export interface LocalizedName { locale: string; name: string }
export interface LocalizedDesc { locale: string; desc: string }

function localizedEntries(value: unknown, field: 'name' | 'desc', what: string): { locale: string; text: string }[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(`${what}: localized texts must be a list`);
  const byLocale = new Map<string, string>();
  for (const entry of value as unknown[]) {
    const record = (entry ?? {}) as Record<string, unknown>;
    if (typeof record.locale !== 'string' || record.locale.trim() === '') throw badRequest(`${what}: a localized text has no locale`);
    const raw = record[field];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') throw badRequest(`${what}: a localized text must be a string`);
    const text = typeof raw === 'string' ? raw.trim() : '';
    // A blank value removes the translation rather than storing an empty one.
    if (text !== '') byLocale.set(directoryLocale(record.locale.trim()), text);
  }
  return [...byLocale].map(([locale, text]) => ({ locale, text }));
}

/** localizedNames, trimmed, locale keys mapped, blank values dropped; names checked like the name. */
export function localizedNames(value: unknown, what: string): LocalizedName[] {
  return localizedEntries(value, 'name', what).map(({ locale, text }) => ({ locale, name: checkedName(text, what) }));
}

/** localizedDescriptions, trimmed, locale keys mapped, blank values dropped. */
export function localizedDescriptions(value: unknown, what: string): LocalizedDesc[] {
  return localizedEntries(value, 'desc', what).map(({ locale, text }) => ({ locale, desc: description(text, what) }));
}

/** The common name of a new object derived from its display name (letters, digits, - and _). */
export function cnOf(name: string): string {
  const cn = name.replace(/[^A-Za-z0-9_-]+/g, '');
  return cn === '' ? `obj${Date.now()}` : cn;
}
