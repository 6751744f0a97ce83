// From the cart and the submission form to the requests sent (SinglePermReqNode, one per item) and
// from the answers to what is shown per recipient and item. The rules: a reason is required; the
// dates are optional (effective: now) unless an item must expire, and the expiry falls after the
// effective date and now, within the shortest expiresAfter of the items that must expire; every
// parameter a resource asks for needs a value; a request refused for an SoD conflict goes again
// only with a justification. Pure: the cart screen and its tests share it.
import { addDuration, parseDuration } from '../../../domain/duration.ts';
import type { CartItem, PermissionType, Recipient } from './cart.ts';
import { previewOf, type RequestPreview } from './preview.ts';

/** A request parameter of a permission (PermissionParamNode). */
export interface PermissionParam {
  key: string;
  dataType: string;
  displayLabel: string;
  value: string;
  /** Its values come from this code map (GET /access/codeMap/{id}/values). */
  codemapKey?: string;
}

/** What a permission's detail (POST /access/permissions/item) says about requesting it. */
export interface PermissionDetail {
  id: string;
  name: string;
  desc: string;
  entityType: PermissionType;
  categories: string[];
  /** false: requested for one user at a time; a server that does not say allows any number. */
  bulkRequestable: boolean;
  permParams: PermissionParam[];
  isExpirationRequired: boolean;
  expiresAfter?: string;
  /** What a request would run into: approval and SoD conflicts (preview.ts). */
  preview: RequestPreview;
}

export interface SubmissionForm {
  reason: string;
  /** yyyy-mm-dd, or '' for now. */
  effective: string;
  /** yyyy-mm-dd, or '' for none. */
  expiry: string;
  /** Per item DN, per parameter key, its value. */
  params: Record<string, Record<string, string>>;
}

export const EMPTY_FORM: SubmissionForm = { reason: '', effective: '', expiry: '', params: {} };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A permission detail from its answer. */
export function detailOf(answer: unknown): PermissionDetail {
  const a = isObject(answer) ? answer : {};
  return {
    id: text(a.id) || text(a.dn),
    name: text(a.name),
    desc: text(a.desc),
    entityType: (text(a.entityType).toUpperCase() || 'ROLE') as PermissionType,
    categories: Array.isArray(a.categories) ? a.categories.map(String) : [],
    bulkRequestable: a.bulkRequestable !== false,
    permParams: (Array.isArray(a.permParams) ? a.permParams : []).filter(isObject).map((p) => ({
      key: text(p.key),
      dataType: text(p.dataType) || 'String',
      displayLabel: text(p.displayLabel) || text(p.key),
      value: text(p.value),
      ...(text(p.codemapKey) ? { codemapKey: text(p.codemapKey) } : {}),
    })),
    isExpirationRequired: a.isExpirationRequired === true,
    ...(text(a.expiresAfter) ? { expiresAfter: text(a.expiresAfter) } : {}),
    preview: previewOf(a.dataItems),
  };
}

/** yyyy-mm-dd as epoch ms (UTC midnight); undefined for '' or a malformed date. */
export function dayMs(day: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** epoch ms as yyyy-mm-dd (UTC). */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The items that must expire, and the latest expiry they allow after `effectiveMs` (the shortest expiresAfter). */
export function expiryRule(details: readonly PermissionDetail[], effectiveMs: number): { required: boolean; latest?: number } {
  const mustExpire = details.filter((d) => d.isExpirationRequired);
  const limits = mustExpire.map((d) => parseDuration(d.expiresAfter)).flatMap((d) => (d ? [addDuration(new Date(effectiveMs), d.amount, d.unit).getTime()] : []));
  return { required: mustExpire.length > 0, ...(limits.length > 0 ? { latest: Math.min(...limits) } : {}) };
}

/** A form's problems, as translation keys by field ('reason', 'effective', 'expiry', 'param:<item>:<key>'). */
export function submissionErrors(items: readonly CartItem[], details: ReadonlyMap<string, PermissionDetail>, form: SubmissionForm, now: number): Record<string, string> {
  const errors: Record<string, string> = {};
  if (form.reason.trim() === '') errors.reason = 'requests.submit.error.reasonRequired';
  const effective = form.effective ? dayMs(form.effective) : now;
  if (effective === undefined) errors.effective = 'requests.submit.error.badDate';
  const expiry = form.expiry ? dayMs(form.expiry) : undefined;
  const rule = expiryRule(items.flatMap((i) => details.get(i.dn) ?? []), effective ?? now);
  if (form.expiry && expiry === undefined) errors.expiry = 'requests.submit.error.badDate';
  else if (expiry === undefined && rule.required) errors.expiry = 'requests.submit.error.expiryRequired';
  else if (expiry !== undefined && (expiry <= (effective ?? now) || expiry <= now)) errors.expiry = 'requests.submit.error.expiryBeforeEffective';
  else if (expiry !== undefined && rule.latest !== undefined && expiry > rule.latest) errors.expiry = 'requests.submit.error.expiryTooLate';
  for (const item of items) {
    for (const param of details.get(item.dn)?.permParams ?? []) {
      if ((form.params[item.dn]?.[param.key] ?? param.value).trim() === '') errors[`param:${item.dn}:${param.key}`] = 'requests.submit.error.paramRequired';
    }
  }
  return errors;
}

const recipientNode = (r: Recipient) => ({ dn: r.dn, type: r.type, ...(r.type === 'group' ? { isGroupAssignment: true } : {}) });

/**
 * The SinglePermReqNode of an item for some of its recipients (all by default); with a
 * justification, for the recipients whose request an SoD conflict refused.
 */
export function requestBody(item: CartItem, detail: PermissionDetail | undefined, form: SubmissionForm, options: { recipients?: readonly Recipient[]; sodJustification?: string } = {}): Json {
  const effDate = form.effective ? dayMs(form.effective) : undefined;
  const expDate = form.expiry ? dayMs(form.expiry) : undefined;
  const permReqParams = (detail?.permParams ?? []).map((p) => ({ key: p.key, value: (form.params[item.dn]?.[p.key] ?? p.value).trim() }));
  const recipients = options.recipients ?? item.assignees;
  return {
    id: item.dn,
    entityType: item.type.toLowerCase(),
    reason: form.reason.trim(),
    ...(effDate !== undefined ? { effDate } : {}),
    ...(expDate !== undefined ? { expDate } : {}),
    ...(permReqParams.length > 0 ? { permReqParams } : {}),
    ...(recipients.length > 0 ? { recipients: recipients.map(recipientNode) } : {}),
    ...(options.sodJustification ? { sodJustification: options.sodJustification.trim() } : {}),
  };
}

export interface SodPair { sodName: string; perm1Name: string; perm2Name: string }

/** What became of one item for one recipient. */
export interface Outcome {
  itemDn: string;
  itemName: string;
  recipientDn: string;
  status: 'succeeded' | 'failed' | 'sods';
  reason: string;
  requestId?: string;
  sods: SodPair[];
}

/** The outcomes of an item's answer (RequestOperationResponseListNode), one per recipient. */
export function outcomesOf(item: Pick<CartItem, 'dn' | 'name'>, answer: unknown): Outcome[] {
  const nodes = isObject(answer) && Array.isArray(answer.OperationNodes) ? answer.OperationNodes.filter(isObject) : [];
  return nodes.map((node) => {
    const list = (key: string) => (Array.isArray(node[key]) ? (node[key] as unknown[]).filter(isObject) : []);
    const sods = list('sods').map((s) => ({ sodName: text(s.sodName), perm1Name: text(s.perm1Name), perm2Name: text(s.perm2Name) }));
    const succeeded = list('succeeded')[0];
    const failed = list('failed')[0];
    const status = sods.length > 0 ? 'sods' : succeeded ? 'succeeded' : 'failed';
    return {
      itemDn: item.dn,
      itemName: item.name,
      recipientDn: text(node.userDn),
      status,
      reason: text((succeeded ?? failed)?.reason),
      ...(succeeded && text(succeeded.requestId) ? { requestId: text(succeeded.requestId) } : {}),
      sods,
    };
  });
}

/** A failed item's outcome for each of its recipients (the call itself failed). */
export const failedOutcomes = (item: CartItem, reason: string, self: string): Outcome[] =>
  (item.assignees.length > 0 ? item.assignees.map((a) => a.dn) : [self]).map((recipientDn) => ({ itemDn: item.dn, itemName: item.name, recipientDn, status: 'failed', reason, sods: [] }));

/**
 * The CartNode that takes out of the cart the recipients who got their request (an item left with
 * none leaves the cart); undefined when nobody did. Refused and failed ones stay, to try again.
 */
export function requestedAssigneesNode(outcomes: readonly Outcome[]): Json | undefined {
  const byItem = new Map<string, string[]>();
  for (const o of outcomes) if (o.status === 'succeeded' && o.recipientDn) byItem.set(o.itemDn, [...(byItem.get(o.itemDn) ?? []), o.recipientDn]);
  if (byItem.size === 0) return undefined;
  return { cartAction: 'grant', cartItems: [...byItem].map(([itemDn, dns]) => ({ itemDn, itemAssignees: dns.map((assignedToDn) => ({ assignedToDn })) })) };
}
