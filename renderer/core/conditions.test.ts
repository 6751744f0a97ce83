import { describe, expect, it } from 'vitest';
import type { Condition } from '../../schemas/types/screen.ts';
import { holds } from './conditions.ts';

const form = { expiry: 'after', amount: '3', locked: false, roles: [], owner: { dn: 'cn=a' } };
const sources = { form, item: { status: 'active', count: 2 }, route: { dn: 'cn=r' }, user: { dn: 'cn=me' }, settings: { mode: 'strict' } };
const check = (condition: Condition | undefined) => holds(condition, sources);

describe('conditions', () => {
  it('compares a form field (equals, notEquals, in)', () => {
    expect(check({ field: 'expiry', equals: 'after' })).toBe(true);
    expect(check({ field: 'expiry', equals: 'date' })).toBe(false);
    expect(check({ field: 'expiry', notEquals: 'date' })).toBe(true);
    expect(check({ field: 'expiry', in: ['date', 'after'] })).toBe(true);
    expect(check({ field: 'expiry', in: ['never'] })).toBe(false);
    expect(check({ field: 'owner.dn', equals: 'cn=a' })).toBe(true);
  });

  it('takes an absent value for null, never for false', () => {
    expect(check({ field: 'missing', equals: false })).toBe(false);
    expect(check({ field: 'missing', equals: null })).toBe(true);
    expect(check({ field: 'locked', equals: false })).toBe(true);
    expect(check({ field: 'locked', equals: 'false' })).toBe(false);
  });

  it('exists: given, not absent, blank or an empty list', () => {
    expect(check({ field: 'expiry', exists: true })).toBe(true);
    expect(check({ field: 'roles', exists: true })).toBe(false);
    expect(check({ field: 'missing', exists: false })).toBe(true);
    expect(holds({ field: 'text', exists: true }, { form: { text: '' } })).toBe(false);
  });

  it('gt and lt compare numbers (numeric strings too), never blanks', () => {
    expect(check({ field: 'amount', gt: 2 })).toBe(true);
    expect(check({ field: 'amount', lt: 3 })).toBe(false);
    expect(check({ from: 'item', name: 'count', lt: 3 })).toBe(true);
    expect(holds({ field: 'amount', lt: 1 }, { form: { amount: '' } })).toBe(false);
    expect(check({ field: 'expiry', gt: 0 })).toBe(false);
  });

  it('reads bindings: item, route, user, settings', () => {
    expect(check({ from: 'item', name: 'status', equals: 'active' })).toBe(true);
    expect(check({ from: 'route', name: 'dn', equals: 'cn=r' })).toBe(true);
    expect(check({ from: 'user', name: 'dn', notEquals: 'cn=me' })).toBe(false);
    expect(check({ from: 'settings', name: 'mode', in: ['strict', 'lax'] })).toBe(true);
  });

  it("reads the detail page's object with from 'page', and finds nothing outside a detail page", () => {
    expect(holds({ from: 'page', name: 'readOnly', notEquals: true }, { ...sources, page: { readOnly: false } })).toBe(true);
    expect(holds({ from: 'page', name: 'readOnly', notEquals: true }, { ...sources, page: { readOnly: true } })).toBe(false);
    // The row (item) does not stand in for the page.
    expect(holds({ from: 'page', name: 'status', equals: 'active' }, sources)).toBe(false);
  });

  it('combines with and, or, not', () => {
    const yes: Condition = { field: 'expiry', equals: 'after' };
    const no: Condition = { field: 'expiry', equals: 'date' };
    expect(check({ and: [yes, yes] })).toBe(true);
    expect(check({ and: [yes, no] })).toBe(false);
    expect(check({ or: [no, yes] })).toBe(true);
    expect(check({ or: [no, no] })).toBe(false);
    expect(check({ not: no })).toBe(true);
    expect(check({ and: [yes, { not: { or: [no, { from: 'item', name: 'status', equals: 'gone' }] } }] })).toBe(true);
  });

  it('holds without a condition', () => {
    expect(check(undefined)).toBe(true);
  });
});
