import { describe, expect, it } from 'vitest';
import { resolveParams } from './bindings.ts';

describe('resolveParams', () => {
  it('keeps literals and reads bindings, with defaults', () => {
    expect(
      resolveParams(
        { entityName: 'createUser', userDn: { from: 'route', name: 'dn' }, clientId: { from: 'user', name: 'clientId', default: '1' }, size: { from: 'settings', name: 'defaultRowsPerPage' } },
        { route: { dn: 'cn=a,o=data' }, user: {}, settings: { defaultRowsPerPage: 25 } },
      ),
    ).toEqual({ entityName: 'createUser', userDn: 'cn=a,o=data', clientId: '1', size: 25 });
  });
});
