import { describe, expect, it } from 'vitest';
import type { Filter } from '../../schemas/types/screen.ts';
import { activeFilterCount, defaultFilterValues, filterFormModel, filterParams, filterPreferenceBody, filtersFromPreference, filtersFromQuery } from './filters.ts';

const filters: Filter[] = [
  { param: 'categoryKeys', labelKey: 'l.categories', widget: 'picker', options: { tabs: ['category'], selection: 'multi' } },
  { param: 'container', labelKey: 'l.container', widget: 'picker', options: { tabs: ['container'], selection: 'single' } },
  { param: 'roleLevel', labelKey: 'l.level', widget: 'select', options: { multiple: true, choices: [{ value: 10, labelKey: 'l.10' }, { value: 20, labelKey: 'l.20' }] } },
  { param: 'status', labelKey: 'l.status', widget: 'select', options: { choices: [{ value: 'running', labelKey: 'l.running' }] }, default: 'running' },
  { param: 'name', labelKey: 'l.name', widget: 'text' },
];

const item = (id: string, extra: Record<string, unknown> = {}) => ({ type: 'category', id, displayName: `Name ${id}`, ...extra });

describe('filterParams', () => {
  it('sends picker items as their ids (an array, or one id for a single selection), a multiple select as an array, text trimmed', () => {
    expect(filterParams(filters, { categoryKeys: [item('c1'), item('c2')], container: [item('cn=c,o=data')], roleLevel: [10, 20], status: 'running', name: '  Admin ' })).toEqual({
      categoryKeys: ['c1', 'c2'],
      container: 'cn=c,o=data',
      roleLevel: [10, 20],
      status: 'running',
      name: 'Admin',
    });
  });

  it('leaves blank values out and counts only the filters in use', () => {
    const values = { categoryKeys: [], container: undefined, roleLevel: [20], status: '', name: '   ' };
    expect(filterParams(filters, values)).toEqual({ roleLevel: [20] });
    expect(activeFilterCount(filters, values)).toBe(1);
  });

  it('joins a list with commas for a parameter the call declares as one value', () => {
    const types: Record<string, string> = { categoryKeys: 'string', roleLevel: 'array' };
    expect(filterParams(filters, { categoryKeys: [item('c1'), item('c2')], roleLevel: [10, 30] }, (param) => types[param])).toEqual({ categoryKeys: 'c1,c2', roleLevel: [10, 30] });
  });

  it('ignores values of parameters that are not filters', () => {
    expect(filterParams(filters, { other: 'x' })).toEqual({});
  });

  it('sends a qualifying value (onlyWith) only beside the value it qualifies, and does not count it alone', () => {
    const expiry: Filter[] = [
      { param: 'expireWithin', labelKey: 'l.within', widget: 'number' },
      { param: 'expireUnit', labelKey: 'l.unit', widget: 'select', options: { choices: [{ value: 'Days', labelKey: 'l.days' }] }, default: 'Days', onlyWith: 'expireWithin' },
    ];
    expect(filterParams(expiry, { expireUnit: 'Days' })).toEqual({});
    expect(activeFilterCount(expiry, { expireUnit: 'Days' })).toBe(0);
    expect(filterParams(expiry, { expireWithin: 3, expireUnit: 'Days' })).toEqual({ expireWithin: 3, expireUnit: 'Days' });
  });
});

describe('filter form model', () => {
  it('draws items widgets on the whole list, a multiple select as a multi-select of the choices with their labels', () => {
    const model = filterFormModel(filters, (key) => `T(${key})`);
    expect(model.schema.properties?.categoryKeys).toEqual({ type: 'array', items: { type: 'object' }, title: 'T(l.categories)' });
    expect(model.uiSchema.categoryKeys).toMatchObject({ 'ui:widget': 'picker', 'ui:options': { tabs: ['category'] } });
    expect(model.schema.properties?.roleLevel).toEqual({ type: 'array', items: { type: 'number', enum: [10, 20] }, uniqueItems: true, title: 'T(l.level)' });
    expect(model.uiSchema.roleLevel).toMatchObject({ 'ui:widget': 'select', items: { 'ui:enumNames': ['T(l.10)', 'T(l.20)'] } });
    expect(model.schema.properties?.status).toEqual({ type: 'string', enum: ['running'], title: 'T(l.status)' });
    expect(model.sections).toEqual([{ id: 'filters', fields: ['categoryKeys', 'container', 'roleLevel', 'status', 'name'] }]);
  });
});

describe('filter preference', () => {
  it('saves the used filters as one JSON text, picker items with only what they need, and restores them', () => {
    const body = filterPreferenceBody(filters, { categoryKeys: [item('c1', { description: 'long text', raw: { big: true } })], name: '', roleLevel: [30] });
    expect(body.columns).toHaveLength(1);
    expect(JSON.parse(body.columns[0]!)).toEqual({ categoryKeys: [item('c1')], roleLevel: [30] });
    expect(filtersFromPreference(filters, body.columns[0])).toEqual({ categoryKeys: [item('c1')], roleLevel: [30] });
  });

  it('restores nothing from an unreadable text, and only the list own filters', () => {
    expect(filtersFromPreference(filters, 'not json')).toBeUndefined();
    expect(filtersFromPreference(filters, undefined)).toBeUndefined();
    expect(filtersFromPreference(filters, '["a"]')).toBeUndefined();
    expect(filtersFromPreference(filters, '{"name":"x","gone":1}')).toEqual({ name: 'x' });
  });

  it('starts from the filters defaults', () => {
    expect(defaultFilterValues(filters)).toEqual({ status: 'running' });
  });
});

describe('filtersFromQuery', () => {
  const query = (text: string) => new URLSearchParams(text);

  it('takes what a link asks for: a choice of a select, a list for a multiple select, a text', () => {
    expect(filtersFromQuery(filters, query('roleLevel=10,20&name=Admin'))).toEqual({ status: 'running', roleLevel: [10, 20], name: 'Admin' });
    expect(filtersFromQuery(filters, query('roleLevel=20&roleLevel=10'))).toEqual({ status: 'running', roleLevel: [10, 20] });
  });

  it('ignores values that are no choice, picker filters and parameters of no filter', () => {
    expect(filtersFromQuery(filters, query('status=unknown'))).toBeUndefined();
    expect(filtersFromQuery(filters, query('categoryKeys=c1&page=2'))).toBeUndefined();
    expect(filtersFromQuery(filters, query(''))).toBeUndefined();
  });
});
