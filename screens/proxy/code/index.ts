// The proxy area's code, node-safe: the transform of a ProxyDefNode into the values of the proxy
// definition form (pickers hold { type, id, name } items). Registered for the proxy screens only
// (its default export below, found by screens/areas.ts); npm run validate reads it.
import { defineArea } from '../../../renderer/core/area.ts';
import { asRecord, asRows, str, type Row } from '../../../domain/catalogNodes.ts';
import { parseTimeValue } from '../../../api/normalize/dates.ts';
import type { AreaCode } from '../../../renderer/core/registries.ts';

const items = (value: unknown, type: string) =>
  asRows(value).map((node) => ({ type, id: str(node.dn), dn: str(node.dn), name: str(node.username) || str(node.dn), displayName: str(node.username) || str(node.dn) }));

/** ProxyDefNode → proxy definition form values (proxyUser, proxyForUsers/Groups/Containers, expirytime, approvalRequired). */
export function proxyDefinitionForm(value: unknown): Row {
  const node = asRecord(value);
  if (!node.dn) return {};
  // The contract types expirytime as text (the sandbox sends epoch milliseconds as digits); a number or an ISO text reads too.
  const expiry = parseTimeValue(node.expirytime);
  return {
    proxyUser: items([{ dn: node.assignedUserDN, username: node.assignedUserName }], 'user'),
    proxyForUsers: items(node.proxyForUsers, 'user'),
    proxyForGroups: items(node.proxyForGroups, 'group'),
    proxyForContainers: items(node.proxyForContainers, 'container'),
    ...(expiry ? { expirytime: expiry.toISOString() } : {}),
    approvalRequired: node.approvalRequired === true,
  };
}

export const proxyCode = {
  transforms: { proxyDefinitionForm },
} as const satisfies AreaCode;

export default defineArea({ code: proxyCode });
