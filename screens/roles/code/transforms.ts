// The roles area's transform: json_RoleNode (or the roles.details answer) → role form values,
// which ./encoders.ts turns back into a node. Approvals are derived by deriveApproval (domain/approval.ts).
import { deriveApproval } from '../../../domain/approval.ts';
import { asRecord, categoryItems, common, nodeOf, ownerItems, str, type Row } from '../../../domain/catalogNodes.ts';

/** The level of a role level container (cn=Level30,... → 30); undefined for any other container. */
export function levelContainer(dn: string): number | undefined {
  const match = /^cn=Level(10|20|30),/i.exec(dn.trim());
  return match ? Number(match[1]) : undefined;
}

/** A json_RoleNode (or the roles.details answer) → role form values. */
export function roleForm(value: unknown): Row {
  const node = nodeOf(value, 'roles');
  const level = typeof node.level === 'number' ? node.level : (asRecord(node.roleLevel).level as number | undefined);
  return {
    ...common(node),
    roleLevel: level,
    levelName: str(asRecord(node.roleLevel).name),
    subContainer: str(node.subContainer),
    // The role level containers Level10, Level20 and Level30 are shown by their level's name.
    container: levelContainer(str(node.subContainer)),
    status: typeof node.status === 'string' ? Number(node.status) : node.status,
    categories: categoryItems(node.categories),
    owners: ownerItems(node.owners),
    approval: deriveApproval('role', 'grant', node),
    revokeApproval: deriveApproval('role', 'revoke', node),
  };
}
