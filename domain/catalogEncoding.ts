// What the role, resource and SoD areas' encoders share (screens/roles, resources and sod, code/),
// and the areas whose bodies carry ids and texts the same way (teams, delegation, availability ...):
// form values or selected rows to the parts of the contract's bodies that all three write (ids,
// trimmed texts and their localized lists, owners, approvals, assignment recipients and dates).
// Pure and node-safe; the revocation of assignments, a codec that roles and resources both
// register, is api/encoders/catalog.ts.
// Rules: localized keys zh-CN → zh_CN, zh-TW → zh_TW, he → iw; approval fields as deriveApproval
// reads them back; names and descriptions trimmed before create and modify.
//
// The form values are those the transforms of domain/catalogNodes.ts and the areas produce:
// picker items for categories, owners, roles and resources (items keep their type so owners send
// it), the approval editor's ApprovalValue, localizedText lists, ISO date strings from the
// dateTime widget.

import { approvalFields, type ApprovalEntity, type ApprovalMode, type ApprovalValue } from './approval.ts';
import { asRecord, type Row } from './catalogNodes.ts';
import { addDuration, isExpiryUnit } from './duration.ts';
import { localizedEntries, type LocalizedField } from './localeKeys.ts';

export { asRecord, type Row };

/** What a catalogue encoder may read besides the data (EncoderContext of api/encoders/codec.ts). */
export interface CatalogContext {
  route?: Record<string, string | undefined>;
  form?: Record<string, unknown>;
  object?: unknown;
}

export const asList = (data: unknown): unknown[] => (Array.isArray(data) ? data : data === undefined || data === null || data === '' ? [] : [data]);
export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value.trim() : undefined);

/** The id of a picker item, a contract node or a DN string (items carry dn or id). */
export function idOf(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry.trim() || undefined;
  const o = asRecord(entry);
  const id = typeof o.dn === 'string' && o.dn !== '' ? o.dn : o.id;
  return typeof id === 'string' && id.trim() !== '' ? id.trim() : undefined;
}

export const ids = (value: unknown): string[] => asList(value).map(idOf).filter((id): id is string => id !== undefined);
export const idNodes = (value: unknown) => ids(value).map((id) => ({ id }));

// ---- Localized texts ----

/**
 * A localized list (contract entries or a locale → text map) as the contract's list under the
 * directory's locale keys, trimmed, blank texts left out.
 */
export function localizedList(value: unknown, field: LocalizedField): { locale: string; name?: string; desc?: string }[] {
  const texts: Record<string, string> = {};
  if (Array.isArray(value)) {
    for (const entry of value.map(asRecord)) {
      if (typeof entry.locale === 'string' && typeof entry[field] === 'string') texts[entry.locale] = entry[field];
    }
  } else {
    for (const [locale, t] of Object.entries(asRecord(value))) if (typeof t === 'string') texts[locale] = t;
  }
  return localizedEntries(texts, field);
}

/** name, description and their localized lists, trimmed; only the keys the values carry. */
function texts(values: Row): Row {
  const out: Row = {};
  if ('name' in values) out.name = text(values.name) ?? '';
  if ('description' in values) out.description = text(values.description) ?? '';
  if ('localizedNames' in values) out.localizedNames = localizedList(values.localizedNames, 'name');
  if ('localizedDescriptions' in values) out.localizedDescriptions = localizedList(values.localizedDescriptions, 'desc');
  return out;
}

// ---- Owners, categories, approvals ----

const OWNER_TYPES = new Set(['user', 'group', 'container', 'team']);

/** Owners as [{ id, type }]: the type of the picker tab the owner came from (user when unknown). */
export function ownerNodes(value: unknown): { id: string; type: string }[] {
  return asList(value)
    .map((entry) => ({ id: idOf(entry), type: String(asRecord(entry).type ?? 'user') }))
    .filter((o): o is { id: string; type: string } => o.id !== undefined)
    .map((o) => ({ id: o.id, type: OWNER_TYPES.has(o.type) ? o.type : 'user' }));
}

export const isApprovalValue = (value: unknown): value is ApprovalValue => typeof asRecord(value).type === 'string' && Array.isArray(asRecord(value).approvers);

/** Approver nodes as the contract stores them ({ id, name?, type?, sequence }). */
export const approverNodes = (value: ApprovalValue) => value.approvers.map((a, index) => ({ id: a.id, ...(a.name ? { name: a.name } : {}), ...(a.type ? { type: a.type } : {}), sequence: index + 1 }));

export function approvalOf(entity: ApprovalEntity, mode: ApprovalMode, value: unknown): Row {
  return isApprovalValue(value) ? approvalFields(entity, mode, value) : {};
}

/** The object's id: the values' id, else the loaded object's, else the route's :dn. */
function objectId(values: Row, context: CatalogContext): string | undefined {
  return idOf(values.id) ?? idOf(context.object) ?? text(context.route?.dn);
}

/** The form fields identifiedTexts reads (for the codecs' declarations). */
export const TEXT_FIELDS = ['id', 'name', 'description', 'localizedNames', 'localizedDescriptions'] as const;

/** What every catalogue node starts with: its id (modify) and its trimmed texts. */
export function identifiedTexts(values: Row, context: CatalogContext): Row {
  const id = objectId(values, context);
  return { ...(id ? { id } : {}), ...texts(values) };
}

/** The items an action works on: those chosen in its dialog (form[field]), else the selected rows. */
export function chosenOrSelected(rows: unknown, context: CatalogContext, field: string): unknown[] {
  const chosen = asList(context.form?.[field]);
  return chosen.length > 0 ? chosen : asList(rows);
}

// ---- Assignments ----

/** A date value (ISO string, epoch millis) as the wire's epoch-millis string; undefined when empty or invalid. */
function wireDate(value: unknown): string | undefined {
  const ms = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? (/^\d+$/.test(value.trim()) ? Number(value) : Date.parse(value)) : Number.NaN;
  return Number.isFinite(ms) ? String(ms) : undefined;
}

/**
 * The assignment dates of a dialog: effectiveDate (now when empty) and the expiry, either a date
 * (expiry 'date') or a duration after the effective date (expiry 'after': expiresAfter units of
 * expiresAfterUnit D, M or Y). 'never' or no choice sends no expiry.
 */
export function assignmentDates(form: Row, now: Date = new Date()): { effectiveDate?: string; expiryDate?: string } {
  const effectiveDate = wireDate(form.effectiveDate);
  const expiry = form.expiry ?? (form.expiryDate ? 'date' : form.expiresAfter !== undefined ? 'after' : 'never');
  let expiryDate: string | undefined;
  if (expiry === 'date') expiryDate = wireDate(form.expiryDate);
  if (expiry === 'after') {
    const amount = Number(form.expiresAfter);
    const unit = isExpiryUnit(form.expiresAfterUnit) ? form.expiresAfterUnit : 'D';
    if (Number.isInteger(amount) && amount > 0) expiryDate = String(addDuration(effectiveDate ? new Date(Number(effectiveDate)) : now, amount, unit).getTime());
  }
  return { ...(effectiveDate ? { effectiveDate } : {}), ...(expiryDate ? { expiryDate } : {}) };
}

/** The dialog fields an assignment reads besides its recipients (dates and the reason). */
export const ASSIGNMENT_FIELDS = ['effectiveDate', 'expiry', 'expiryDate', 'expiresAfter', 'expiresAfterUnit', 'reason'] as const;

/** The dialog field that holds the recipients of each kind. */
export const RECIPIENT_FIELDS: Readonly<Record<string, string>> = { user: 'users', group: 'groups', container: 'containers' };

/**
 * The recipients of an assignment dialog. The server assigns to one recipient type per request, so
 * the dialog asks for the type (form.recipientType) and offers a picker per type (form.users,
 * form.groups, form.containers); a dialog without the type has one picker of users (form.recipients).
 */
function recipients(form: Row, allowed: readonly string[]): { recipientDns: string[]; recipientType: string } {
  const chosen = typeof form.recipientType === 'string' && allowed.includes(form.recipientType) ? form.recipientType : undefined;
  if (chosen) return { recipientDns: ids(form[RECIPIENT_FIELDS[chosen]!]), recipientType: chosen };
  return { recipientDns: ids(form.recipients), recipientType: 'user' };
}

export function assignment(context: CatalogContext, allowed: readonly string[]): Row {
  const form = asRecord(context.form);
  const reason = text(form.reason);
  return {
    dn: text(context.route?.dn) ?? idOf(context.object),
    ...recipients(form, allowed),
    ...assignmentDates(form),
    ...(reason ? { description: reason } : {}),
  };
}
