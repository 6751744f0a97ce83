// The teams area's transform: a team's details (TargetSetNode) → the team form's values: its kind
// (the first domain type), its members and managers as picker items, whether the managers' direct
// reports belong to it (the directReports relationship), and whether the caller may only read it
// (a team manager; domain administrators edit).
import { asRecord, asRows, item, str, type Row } from '../../../domain/catalogNodes.ts';
import { DIRECT_REPORTS } from './encoders.ts';

const MEMBER_TYPES = new Set(['user', 'group', 'container']);

export function teamForm(value: unknown): Row {
  const node = asRecord(value);
  const kinds = Array.isArray(node.domainTypes) ? node.domainTypes.map(str) : [];
  const recipients = asRows(node.recipients);
  return {
    dn: str(node.dn),
    name: str(node.name),
    description: str(node.description),
    kind: kinds[0] ?? 'R',
    allUsers: node.allUsers === true,
    includeManager: node.includeManager === true,
    directReports: recipients.some((r) => str(r.type) === 'relationship' && str(r.dn) === DIRECT_REPORTS),
    readOnly: node.readOnly === true,
    members: recipients.filter((r) => str(r.type) !== 'relationship').map((r) => item(r, MEMBER_TYPES.has(str(r.type)) ? str(r.type) : 'user')),
    managers: asRows(node.requestors).map((r) => item(r, 'user')),
  };
}
