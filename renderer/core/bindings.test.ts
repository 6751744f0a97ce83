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

describe('resolveBody: maps over rows and dialog fields', () => {
  const rows = [{ id: 'r1', dn: 'cn=1' }, { id: 'r2', dn: 'cn=2' }, { name: 'no id' }];
  const form = { roles: [{ type: 'role', id: 'cn=a' }, { type: 'role', id: 'cn=b' }], mapping: 'why', single: { id: 'cn=s' } };
  const sources = { route: { dn: 'cn=page' }, rows, form };

  it('sends one entry per selected row (rows -> [{ id }]), leaving out rows without the value', () => {
    expect(resolveBody({ roles: { map: { from: 'rows' }, to: { id: { from: 'row', name: 'id' } } } }, sources)).toEqual({ roles: [{ id: 'r1' }, { id: 'r2' }] });
  });

  it('maps a dialog field (form.roles -> [{ id }]) beside other bindings, which read the page as usual', () => {
    const template = { roleId: { from: 'route', name: 'dn' }, subRoles: { map: { from: 'form', name: 'roles' }, to: { id: { from: 'row', name: 'id' }, why: { from: 'form', name: 'mapping' } } } };
    expect(resolveBody(template, sources)).toEqual({ roleId: 'cn=page', subRoles: [{ id: 'cn=a', why: 'why' }, { id: 'cn=b', why: 'why' }] });
  });

  it('maps to plain values, takes a single value for a list of one and an absent one for none', () => {
    expect(resolveBody({ dns: { map: { from: 'rows' }, to: { from: 'row', name: 'dn' } } }, sources)).toEqual({ dns: ['cn=1', 'cn=2'] });
    expect(resolveBody({ ids: { map: { from: 'form', name: 'single' }, to: { id: { from: 'row', name: 'id' } } } }, sources)).toEqual({ ids: [{ id: 'cn=s' }] });
    expect(resolveBody({ ids: { map: { from: 'form', name: 'missing' }, to: { id: { from: 'row', name: 'id' } } } }, sources)).toEqual({ ids: [] });
    expect(resolveBody({ ids: { map: { from: 'rows' }, to: { id: { from: 'row', name: 'id' } } } }, { form })).toEqual({ ids: [] });
  });

  it('nests: a map inside a map reads the inner entry', () => {
    const groups = { rows: [{ id: 'g', members: [{ dn: 'u1' }, { dn: 'u2' }] }] };
    expect(resolveBody({ groups: { map: { from: 'rows' }, to: { id: { from: 'row', name: 'id' }, users: { map: { from: 'form', name: 'none' }, to: 1 } } } }, groups)).toEqual({ groups: [{ id: 'g', users: [] }] });
  });

  it('treats an object with more keys than map and to as data', () => {
    expect(resolveBody({ map: { from: 'rows' }, to: 1, extra: true }, sources)).toEqual({ map: { from: 'rows' }, to: 1, extra: true });
  });
});
