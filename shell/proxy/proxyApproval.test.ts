import { describe, expect, it, vi } from 'vitest';
import type { CallFn } from '../bootstrap/loaders.ts';
import { coversUser, definitionsRequiringApproval, fetchProxyApprovalRequired } from './proxyApproval.ts';

const ME = 'cn=proxyuser,ou=users,o=data';
const MEGAN = { dn: 'cn=manager,ou=users,o=data', fullName: 'Megan Manager' };
const definition = (extra: Record<string, unknown>) => ({ assignedUserDN: ME, approvalRequired: true, proxyForUsers: [], proxyForGroups: [], proxyForContainers: [], ...extra });

describe('proxy approval', () => {
  it("keeps the proxy's own definitions that require approval", () => {
    const answer = { proxyDefinitions: [definition({ dn: 'a' }), definition({ dn: 'b', approvalRequired: false }), definition({ dn: 'c', assignedUserDN: 'cn=other' })] };
    expect(definitionsRequiringApproval(answer, 'CN=ProxyUser,ou=users,o=data').map((d) => (d as { dn: string }).dn)).toEqual(['a']);
    expect(definitionsRequiringApproval(undefined, ME)).toEqual([]);
  });

  it('covers a user named, in a named container or a named group (DNs without case)', () => {
    const user = { dn: MEGAN.dn, groups: ['cn=Phoenix,ou=groups,o=data'] };
    expect(coversUser([definition({ proxyForUsers: [{ dn: 'CN=Manager,ou=users,o=data' }] })], user)).toBe(true);
    expect(coversUser([definition({ proxyForContainers: [{ dn: 'ou=users,o=data' }] })], user)).toBe(true);
    expect(coversUser([definition({ proxyForGroups: [{ dn: 'cn=phoenix,ou=groups,o=data' }] })], user)).toBe(true);
    expect(coversUser([definition({ proxyForUsers: [{ dn: 'cn=enduser,ou=users,o=data' }], proxyForContainers: [{ dn: 'ou=other,o=data' }], proxyForGroups: [{ dn: 'cn=x' }] })], user)).toBe(false);
  });

  it("asks for the user's groups only when a group could decide it", async () => {
    const byName = (answers: Record<string, unknown>) => vi.fn(async (name: string) => answers[name]);
    const direct = byName({ 'proxy.all': { proxyDefinitions: [definition({ proxyForUsers: [{ dn: MEGAN.dn }] })] } });
    expect(await fetchProxyApprovalRequired(direct as unknown as CallFn, ME, MEGAN)).toBe(true);
    expect(direct.mock.calls.map(([name]) => name)).toEqual(['proxy.all']);

    const none = byName({ 'proxy.all': { proxyDefinitions: [definition({ approvalRequired: false, proxyForUsers: [{ dn: MEGAN.dn }] })] } });
    expect(await fetchProxyApprovalRequired(none as unknown as CallFn, ME, MEGAN)).toBe(false);

    const group = byName({ 'proxy.all': { proxyDefinitions: [definition({ proxyForGroups: [{ dn: 'cn=g' }] })] }, 'users.details': { dn: MEGAN.dn, groupMemberof: ['cn=g'] } });
    expect(await fetchProxyApprovalRequired(group as unknown as CallFn, ME, MEGAN)).toBe(true);
    expect(group).toHaveBeenCalledWith('users.details', { userDn: MEGAN.dn }, undefined, { signal: undefined });
  });
});
