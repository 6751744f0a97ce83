import { describe, expect, it } from 'vitest';
import { fillRoute, fillRouteLink, getPath, shownValues } from './paths.ts';

const person = {
  dn: 'cn=jdoe,ou=users,o=data',
  fullName: 'John Doe',
  primaryAttributes: [
    { key: 'Email', attributeValues: [{ $: 'j@x.org', value: 'j@x.org' }] },
    { key: 'Manager', attributeValues: [{ $: 'Ann Boss', value: 'cn=boss,o=data' }] },
  ],
};

describe('getPath', () => {
  it('reads dot paths and picks {key} entries of arrays', () => {
    expect(getPath(person, 'fullName')).toBe('John Doe');
    expect(getPath(person, 'primaryAttributes.Email.attributeValues.0.value')).toBe('j@x.org');
    expect(getPath(person, 'primaryAttributes.Missing')).toBeUndefined();
    expect(getPath(person, 'nothing.deeper')).toBeUndefined();
    expect(getPath(person, '')).toBe(person);
  });
});

describe('shownValues', () => {
  it('gives the display text and the value (the DN of DN attributes)', () => {
    expect(shownValues(person.primaryAttributes[1])).toEqual([{ text: 'Ann Boss', value: 'cn=boss,o=data' }]);
    expect(shownValues(undefined)).toEqual([]);
    expect(shownValues({ key: 'X', attributeValues: [{ $: '', value: '' }] })).toEqual([]);
  });
});

describe('fillRoute', () => {
  it('fills :params from the object, URL-encoded', () => {
    expect(fillRoute('/users/:dn', { dn: 'dn' }, person)).toBe('/users/cn%3Djdoe%2Cou%3Dusers%2Co%3Ddata');
  });

  it('keeps the current route value of a :param that neither the params nor the object give', () => {
    const item = { dn: 'cn=Oslo,ou=locations,o=data' };
    expect(fillRoute('/entities/:key/:dn/edit', { dn: 'dn' }, item, { key: 'location' })).toBe('/entities/location/cn%3DOslo%2Cou%3Dlocations%2Co%3Ddata/edit');
    // A named param or a value of the object wins over the route.
    expect(fillRoute('/entities/:key', undefined, { key: 'group' }, { key: 'location' })).toBe('/entities/group');
    expect(fillRoute('/entities/:key', { key: 'missing' }, item, { key: 'location' })).toBe('/entities/');
  });

  it('fills a param made of several values in braces, a missing one empty', () => {
    const values = { name: 'Auditors', container: [{ id: 'ou=groups,o=data' }] };
    expect(fillRoute('/groups/detail/:dn', { dn: 'cn={name},{container.0.id}' }, values)).toBe(`/groups/detail/${encodeURIComponent('cn=Auditors,ou=groups,o=data')}`);
    expect(fillRoute('/groups/detail/:dn', { dn: 'cn={name},{parent}' }, values)).toBe(`/groups/detail/${encodeURIComponent('cn=Auditors,')}`);
  });
});

describe('fillRouteLink', () => {
  it('adds the query string, each value read from the row and URL-encoded, an empty one left out', () => {
    const row = { dn: 'cn=One Step,o=system', cn: 'OneStep', blank: '' };
    expect(fillRouteLink({ route: '/form/details', query: { id: 'dn', missing: 'nothing', empty: 'blank' } }, row)).toBe('/form/details?id=cn%3DOne+Step%2Co%3Dsystem');
    expect(fillRouteLink({ route: '/roles/:cn', params: { cn: 'cn' } }, row)).toBe('/roles/OneStep');
  });
});
