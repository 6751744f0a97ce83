import { describe, expect, it } from 'vitest';
import { resolveBody, resolveParams } from './bindings.ts';

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

describe('resolveBody', () => {
  const sources = { route: { dn: 'cn=r,o=data' }, item: { dn: 'cn=row', tags: ['a', 'b'] }, form: { reason: '' } };
  it('reads bindings anywhere in the template and keeps the found value as it is', () => {
    expect(resolveBody({ roles: [{ id: { from: 'route', name: 'dn' } }], tags: { from: 'item', name: 'tags' }, fixed: 3 }, sources)).toEqual({
      roles: [{ id: 'cn=r,o=data' }],
      tags: ['a', 'b'],
      fixed: 3,
    });
  });
  it('drops keys and entries whose binding finds nothing, unless it has a default', () => {
    expect(resolveBody({ reason: { from: 'form', name: 'reason' }, list: [{ from: 'item', name: 'missing' }], size: { from: 'form', name: 'size', default: 5 } }, sources)).toEqual({ list: [], size: 5 });
  });
  it('treats an object with more keys than a binding as data', () => {
    expect(resolveBody({ from: 'route', name: 'dn', extra: true }, sources)).toEqual({ from: 'route', name: 'dn', extra: true });
  });
});
