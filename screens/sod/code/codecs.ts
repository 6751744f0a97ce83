// The SoD area's codecs: a SoD form's values → json_SodNode and back, and the delete body.
// Pure and node-safe; what roles, resources and SoD share is in domain/catalogEncoding.ts and
// domain/catalogNodes.ts.
import { normaliseQuorum, orderedApprovers, type ApprovalValue } from '../../../domain/approval.ts';
import { approverNodes, asRecord, identifiedTexts, idNodes, isApprovalValue, type CatalogContext, type Row } from '../../../domain/catalogEncoding.ts';
import { asRows, common, item, nodeOf, str } from '../../../domain/catalogNodes.ts';

/**
 * SoD form values → json_SodNode: the two conflicting roles, texts, and the approval: the default
 * SoD approvers, or the editor's serial, quorum or custom approval.
 */
export function sodNode(data: unknown, context: CatalogContext = {}): Row {
  const values = asRecord(data);
  const node = identifiedTexts(values, context);
  if ('roles' in values) node.roles = idNodes(values.roles);
  if ('isDefaultApproversUsed' in values || 'approval' in values) {
    const approval = isApprovalValue(values.approval) ? values.approval : undefined;
    const useDefault = values.isDefaultApproversUsed !== false || !approval || approval.type === 'none';
    node.isDefaultApproversUsed = useDefault;
    if (!useDefault && approval) {
      if (approval.type === 'custom') Object.assign(node, { approvers: [], approvalRequestDef: approval.requestDef?.id ?? '', approvalRequestDefName: approval.requestDef?.name ?? '' });
      else Object.assign(node, { approvers: approverNodes(approval), approvalQuorum: approval.type === 'quorum' ? (normaliseQuorum(approval.quorum) ?? '') : '' });
    }
  }
  return node;
}


/** The SoD approval as the editor shows it: custom with the request definition, else quorum or serial. */
function sodApproval(node: Row): ApprovalValue {
  const requestDef = str(node.approvalRequestDef).trim();
  if (requestDef) return { type: 'custom', approvers: [], requestDef: { id: requestDef, ...(node.approvalRequestDefName ? { name: str(node.approvalRequestDefName) } : {}) } };
  const approvers = orderedApprovers(node.approvers);
  const quorum = normaliseQuorum(node.approvalQuorum);
  return quorum ? { type: 'quorum', approvers, quorum } : { type: 'serial', approvers };
}

/**
 * A json_SodNode (the sods.details answer, or the default approvals of sods.defaultApprovals) →
 * SoD form values: the two roles as picker items, whether the default approvers are used, and the
 * approval (the default approvers are shown when the policy uses them).
 */
export function sodForm(value: unknown): Row {
  const node = nodeOf(value, 'sods');
  return {
    ...common(node),
    roles: asRows(node.roles).map((r) => item(r, 'role')),
    isDefaultApproversUsed: node.isDefaultApproversUsed !== false,
    approval: sodApproval(node),
  };
}
