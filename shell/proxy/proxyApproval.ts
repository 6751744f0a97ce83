// Whether proxy mode for a user needs approval ('ProxyMode Approval is required!'). The contract's
// proxy nodes carry no such value; the sandbox adds approvalRequired to a proxy definition
// (ProxyDefNode of GET proxy/all). Proxy mode for a user needs approval when a definition of the
// signed-in proxy that requires it covers that user: names them, a group they belong to, or their
// container. It is asked again whenever proxy mode starts or the console reloads in it, so a
// changed assignment counts at once and nothing stale is kept in storage.
import type { CallFn } from '../bootstrap/loaders.ts';
import type { ProxiedUser } from './proxyState.ts';

interface Definition {
  assignedUserDN?: unknown;
  approvalRequired?: unknown;
  proxyForUsers?: unknown;
  proxyForGroups?: unknown;
  proxyForContainers?: unknown;
}

const same = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();
const dnsOf = (list: unknown): string[] => (Array.isArray(list) ? list.map((entry) => (entry as { dn?: unknown })?.dn).filter((dn): dn is string => typeof dn === 'string') : []);
/** The container of a user: their DN without its first part. */
const containerOf = (dn: string) => dn.slice(dn.indexOf(',') + 1);

/** The definitions of the proxy `me` that require approval, from a proxy/all answer. */
export function definitionsRequiringApproval(answer: unknown, me: string): Definition[] {
  const list = (answer as { proxyDefinitions?: unknown } | undefined)?.proxyDefinitions;
  return (Array.isArray(list) ? (list as Definition[]) : []).filter((d) => d?.approvalRequired === true && same(d.assignedUserDN, me));
}

/** Whether one of the definitions covers the user (their DN, container and groups). */
export function coversUser(definitions: Definition[], user: { dn: string; groups: string[] }): boolean {
  return definitions.some(
    (d) =>
      dnsOf(d.proxyForUsers).some((dn) => same(dn, user.dn)) ||
      dnsOf(d.proxyForContainers).some((dn) => same(dn, containerOf(user.dn))) ||
      dnsOf(d.proxyForGroups).some((dn) => user.groups.some((group) => same(group, dn))),
  );
}

/** Asks the server: the proxy's definitions, and the user's groups only when a group could decide it. */
export async function fetchProxyApprovalRequired(call: CallFn, me: string, user: ProxiedUser, signal?: AbortSignal): Promise<boolean> {
  const definitions = definitionsRequiringApproval(await call('proxy.all', { sortBy: 'expiration' }, undefined, { signal }), me);
  if (definitions.length === 0) return false;
  if (coversUser(definitions, { dn: user.dn, groups: [] })) return true;
  if (!definitions.some((d) => dnsOf(d.proxyForGroups).length > 0)) return false;
  const groups = ((await call('users.details', { userDn: user.dn }, undefined, { signal })) as { groupMemberof?: unknown }).groupMemberof;
  return coversUser(definitions, { dn: user.dn, groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [] });
}
