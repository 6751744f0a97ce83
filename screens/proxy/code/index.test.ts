import { describe, expect, it } from 'vitest';
import { proxyDefinitionForm } from './index.ts';

const node = (expirytime?: unknown) => ({ dn: 'p1', assignedUserDN: 'cn=enduser,ou=users,o=data', assignedUserName: 'End User', proxyForUsers: [], ...(expirytime === undefined ? {} : { expirytime }) });
const AT = '2031-05-04T10:30:00.000Z';

describe('the proxy definition form read from a ProxyDefNode', () => {
  it('reads the expiry the contract types as text (epoch milliseconds as digits), as an ISO time for the date field', () => {
    expect(proxyDefinitionForm(node(String(Date.parse(AT)))).expirytime).toBe(AT);
  });

  it('reads an ISO text or a number too, and leaves a definition without expiry without one', () => {
    expect(proxyDefinitionForm(node(AT)).expirytime).toBe(AT);
    expect(proxyDefinitionForm(node(Date.parse(AT))).expirytime).toBe(AT);
    expect(proxyDefinitionForm(node()).expirytime).toBeUndefined();
    expect(proxyDefinitionForm(node('not a time')).expirytime).toBeUndefined();
  });
});
