// The teams area's encoder: team form values → the contract's TargetSetNode, for create (POST
// /access/teams) and modify (PUT, with the dn of the page's route). The members picker's users,
// groups and containers, and the directReports relationship when its box is ticked, are the
// recipients; the managers are the requestors.
import { asList, asRecord, ids, idOf, text, type CatalogContext, type Row } from '../../../domain/catalogEncoding.ts';

export const DIRECT_REPORTS = 'directReports';

export function teamNode(data: unknown, context: CatalogContext = {}): Row {
  const values = asRecord(data);
  const dn = text(context.route?.dn);
  const recipients = asList(values.members).flatMap((member) => {
    const id = idOf(member);
    return id ? [{ dn: id, type: text(asRecord(member).type) || 'user' }] : [];
  });
  if (values.directReports === true) recipients.push({ dn: DIRECT_REPORTS, type: 'relationship' });
  return {
    ...(dn ? { dn } : {}),
    name: text(values.name) ?? '',
    description: text(values.description) ?? '',
    ...(typeof values.kind === 'string' ? { domainTypes: [values.kind] } : {}),
    allUsers: values.allUsers === true,
    includeManager: values.includeManager === true,
    requestors: ids(values.managers).map((id) => ({ dn: id, type: 'user' })),
    recipients,
  };
}
