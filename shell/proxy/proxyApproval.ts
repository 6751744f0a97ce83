// Whether proxy mode for a user needs approval ('ProxyMode Approval is required!'). The server says
// it per user in the Proxy As list (approvalRequired on a proxyForUsers entry: the sandbox's
// value, the contract carries none). It is asked again whenever proxy mode starts or the console
// reloads in it, so a changed assignment counts at once and nothing stale is kept in storage.
import type { CallFn } from '../bootstrap/loaders.ts';
import type { ProxiedUser } from './proxyState.ts';

const MAX_PAGE_SIZE = 300;

/** The entry of the proxied user in a Proxy As answer says approval is required. */
export function approvalRequiredIn(answer: unknown, dn: string): boolean {
  const users = (answer as { proxyForUsers?: unknown } | undefined)?.proxyForUsers;
  if (!Array.isArray(users)) return false;
  const entry = users.find((u) => typeof (u as { dn?: unknown })?.dn === 'string' && (u as { dn: string }).dn.toLowerCase() === dn.toLowerCase()) as { approvalRequired?: unknown } | undefined;
  return entry?.approvalRequired === true;
}

/** Asks the server (the Proxy As list searched by the user's name). */
export async function fetchProxyApprovalRequired(call: CallFn, user: ProxiedUser, signal?: AbortSignal): Promise<boolean> {
  const answer = await call('proxy.for', { q: user.fullName, size: MAX_PAGE_SIZE }, undefined, { signal });
  return approvalRequiredIn(answer, user.dn);
}
