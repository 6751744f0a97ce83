// The revocation of assignments, a codec that the roles and resources areas both register
// (screens/roles and resources, code/index.ts). The helpers it shares with the catalogue areas'
// encoders are domain/catalogEncoding.ts.
import { asList, asRecord, idOf, text, type CatalogContext } from '../../domain/catalogEncoding.ts';
import { defineCodec } from './codec.ts';

/**
 * Revoke the selected assignment rows (DELETE /access/assignments/list): grouped by role or
 * resource, each with its assignees; the dialog's reason when given.
 */
export const revokeAssignments = defineCodec({ optionalFields: ['reason'] }, (rows: unknown, context: CatalogContext = {}) => {
  const byItem = new Map<string, { id: string; entityType: string; assignmentToList: { assignedToDn: string }[] }>();
  for (const row of asList(rows).map(asRecord)) {
    const id = idOf(row.dn) ?? text(context.route?.dn);
    const assignee = idOf(row.recipientDn);
    if (!id || !assignee) continue;
    const entityType = row.entityType === 'resource' ? 'resource' : 'role';
    const key = `${entityType}\u0000${id}`;
    const entry = byItem.get(key) ?? { id, entityType, assignmentToList: [] };
    entry.assignmentToList.push({ assignedToDn: assignee });
    byItem.set(key, entry);
  }
  const reason = text(context.form?.reason);
  return { assignments: [...byItem.values()], ...(reason ? { reason } : {}) };
});
