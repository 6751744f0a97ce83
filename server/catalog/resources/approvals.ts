// The grant and revoke approvals of a stored resource, read the same way by the details answer, the
// assignment and the revocation (so that what the console shows is what a request does).
import { parseAttrs, type Approval } from '../common.ts';

/** The columns and attrs the approvals are read from. */
export interface ResourceApprovalSource {
  approval_required: number;
  attrs: string | null;
}

interface ApprovalAttrs {
  grant?: Approval;
  revokeEqualsGrant?: boolean;
  revoke?: Approval;
}

/**
 * The grant approval of a resource. Seeded resources only carry the approval_required flag: they
 * read as a serial approval without approvers yet, which the editor asks to complete.
 */
export function grantApproval(r: ResourceApprovalSource, attrs: ApprovalAttrs = parseAttrs(r.attrs) as ApprovalAttrs): Approval {
  return attrs.grant ?? (r.approval_required ? { kind: 'SERIAL', approvers: [] } : { kind: 'NONE', approvers: [] });
}

/** The revoke approval: the grant approval while revokeEqualsGrant (the default), else its own. */
export function revokeApproval(r: ResourceApprovalSource, attrs: ApprovalAttrs = parseAttrs(r.attrs) as ApprovalAttrs): Approval | undefined {
  return (attrs.revokeEqualsGrant ?? true) ? grantApproval(r, attrs) : attrs.revoke;
}

/** Whether revoking the resource needs approval (the revocation request then waits, 15 Approval Pending). */
export function revokeNeedsApproval(r: ResourceApprovalSource): boolean {
  const approval = revokeApproval(r);
  return approval !== undefined && approval.kind !== 'NONE';
}
