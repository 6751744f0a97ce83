import { describe, expect, it, vi } from 'vitest';
import type { CallFn } from '../bootstrap/loaders.ts';
import { approvalRequiredIn, fetchProxyApprovalRequired } from './proxyApproval.ts';

const answer = { proxyForUsers: [{ dn: 'cn=manager,ou=users,o=data', approvalRequired: true }, { dn: 'cn=enduser,ou=users,o=data', approvalRequired: false }] };

describe('proxy approval', () => {
  it("reads the proxied user's entry of the Proxy As list (DNs without case)", () => {
    expect(approvalRequiredIn(answer, 'CN=Manager,ou=users,o=data')).toBe(true);
    expect(approvalRequiredIn(answer, 'cn=enduser,ou=users,o=data')).toBe(false);
    // Not offered (any more), or no such value: no message.
    expect(approvalRequiredIn(answer, 'cn=other,o=data')).toBe(false);
    expect(approvalRequiredIn({ proxyForUsers: [{ dn: 'cn=x' }] }, 'cn=x')).toBe(false);
    expect(approvalRequiredIn(undefined, 'cn=x')).toBe(false);
  });

  it('asks the Proxy As list, searched by the name', async () => {
    const call = vi.fn(async () => answer);
    expect(await fetchProxyApprovalRequired(call as unknown as CallFn, { dn: 'cn=manager,ou=users,o=data', fullName: 'Megan Manager' })).toBe(true);
    expect(call).toHaveBeenCalledWith('proxy.for', { q: 'Megan Manager', size: 300 }, undefined, { signal: undefined });
  });
});
