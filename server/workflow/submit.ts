// Making a request: one per item and recipient. A role grant to a user is checked against the SoD
// policies first: a conflict without a justification fails (with the conflicts); with one, the
// request first runs an SoD exception approval by the policies' approvers. Then the item's
// approval plan runs (approvals.ts); without approval the request is provisioned at once.
import type { SodConflict } from '../catalog/common.ts';
import type { Db } from '../store/db.ts';
import type { RequestAction, RequestKind } from '../../domain/workflow.ts';
import { approvalPlan, sodApprovers } from './approvals.ts';
import type { Payload } from './provision.ts';
import { sodConflicts } from './sod.ts';
import { createRequest, type StoredRequest, type WorkflowContext } from './store.ts';
import { requireRunningEngine } from './engines.ts';

export interface AccessRequest {
  kind: RequestKind;
  item: { dn: string; name: string };
  recipient: { id: string; name: string; type: string };
  action: RequestAction;
  requesterDn: string;
  reason: string;
  payload: Payload;
  sodJustification?: string;
  proxyDn?: string;
  correlationId?: string;
}

export type SubmitResult = { ok: true; request: StoredRequest } | { ok: false; reason: string; sods: SodConflict[] };

export async function submitRequest(tx: Db, input: AccessRequest, ctx?: WorkflowContext): Promise<SubmitResult> {
  await requireRunningEngine(tx);
  const plan = await approvalPlan(tx, { kind: input.kind, dn: input.item.dn, name: input.item.name }, input.action);
  let payload = input.payload;
  if (input.kind === 'role' && input.action === 'grant' && input.recipient.type === 'user') {
    const broken = await sodConflicts(tx, input.item.dn, input.recipient);
    if (broken.length > 0) {
      const sods = broken.map((b) => b.node);
      if (!input.sodJustification) return { ok: false, reason: `SoD conflict: ${sods.map((c) => c.sodName).join(', ')}`, sods };
      plan.sodApprovers = await sodApprovers(tx, broken.map((b) => b.approverDns));
      // The approvers see which policies the justification answers.
      payload = { ...payload, sods: sods.map(({ sodName, perm1Name, perm2Name }) => ({ sodName, perm1Name, perm2Name })) };
    }
  }
  const request = await createRequest(tx, {
    kind: input.kind, item: input.item, recipient: { dn: input.recipient.id, type: input.recipient.type }, requesterDn: input.requesterDn,
    action: input.action, plan, payload, reason: input.reason,
    ...(input.sodJustification ? { sodJustification: input.sodJustification } : {}),
    ...(input.proxyDn ? { proxyDn: input.proxyDn } : {}),
    ...(input.correlationId ? { correlationId: input.correlationId } : {}),
  }, ctx);
  return { ok: true, request };
}
