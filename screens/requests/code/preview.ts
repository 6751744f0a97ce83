// What a request would run into, as the permission's detail (POST /access/permissions/item) tells
// it in read-only data items before anything is submitted: the approval (none, serial, quorum or
// custom, the kinds of domain/approval.ts) with its approvers named in order, and for a role the
// SoD policies each recipient would break. A server that sends none of these shows no preview.
// Pure: the catalogue's Details, the cart and the submission share it.
import type { ApprovalType } from '../../../domain/approval.ts';
import type { Recipient } from './cart.ts';

export type PreviewApprovalType = Extract<ApprovalType, 'none' | 'serial' | 'quorum' | 'custom'>;
const TYPES: readonly string[] = ['none', 'serial', 'quorum', 'custom'];

export interface PreviewApprover { dn: string; name: string; sequence: number }
export interface PreviewSod { sodName: string; perm1Name: string; perm2Name: string; recipientDn: string; recipientName: string }

export interface RequestPreview {
  /** Undefined when the server told nothing about the approval. */
  approval?: { type: PreviewApprovalType; needed?: number; approvers: PreviewApprover[] };
  sods: PreviewSod[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The preview in a PermissionNode's dataItems. */
export function previewOf(dataItems: unknown): RequestPreview {
  const items = new Map((Array.isArray(dataItems) ? dataItems : []).filter(isObject).map((d) => [text(d.name), (Array.isArray(d.values) ? d.values : []).filter(isObject)]));
  const kind = items.get('approval')?.[0];
  const type = text(kind?.value);
  const approvers = (items.get('approvers') ?? [])
    .map((a, index) => ({ dn: text(a.dn), name: text(a.name) || text(a.dn), sequence: typeof a.sequence === 'number' ? a.sequence : index + 1 }))
    .sort((a, b) => a.sequence - b.sequence);
  const sods = (items.get('sodConflicts') ?? []).map((s) => ({
    sodName: text(s.sodName), perm1Name: text(s.perm1Name), perm2Name: text(s.perm2Name), recipientDn: text(s.recipientdn), recipientName: text(s.recipientname) || text(s.recipientdn),
  }));
  return {
    ...(TYPES.includes(type) ? { approval: { type: type as PreviewApprovalType, ...(typeof kind?.needed === 'number' ? { needed: kind.needed } : {}), approvers } } : {}),
    sods,
  };
}

/** The body asking a permission's detail with the preview for these recipients (none: oneself). */
export function detailBody(permission: { id: string; entityType: string }, recipients: readonly Pick<Recipient, 'dn'>[] = []): Json {
  return {
    id: permission.id,
    entityType: permission.entityType,
    ...(recipients.length > 0 ? { dataItems: [{ name: 'recipients', values: recipients.map((r) => ({ dn: r.dn })) }] } : {}),
  };
}
