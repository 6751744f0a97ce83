import { describe, expect, it } from 'vitest';
import { cellText } from './cellText.ts';

const context = { t: (key: string) => `t:${key}`, locale: 'en-US' };
const text = (renderer: string, value: unknown, options?: Record<string, unknown>, row: Record<string, unknown> = {}) => cellText(renderer, value, row, options, context);

describe('cellText', () => {
  it('gives the text cell’s text: strings, named objects, attribute nodes, N/A, all entries of an array', () => {
    expect(text('text', 'Alice')).toBe('Alice');
    expect(text('text', { displayName: 'Admins' })).toBe('Admins');
    expect(text('text', { key: 'Title', attributeValues: [{ $: 'Dev' }, { $: 'Ops' }] })).toBe('Dev, Ops');
    expect(text('text', 'x EntitlementParamKey y')).toBe('t:widgets.dataTable.notApplicable');
    expect(text('array', ['a', { name: 'b' }, 'c', 'd'])).toBe('a, b, c, d');
    expect(text('image', { DataType: 'image', data: 'AAAA' })).toBe('');
    expect(text('text', null)).toBe('');
  });

  it('gives attribute values as the attribute cell does, dates by the locale', () => {
    expect(text('attributeValue', { key: 'Email', attributeValues: [{ $: 'a@x' }, { $: 'b@x' }] })).toBe('a@x, b@x');
    expect(text('attributeValue', 'plain')).toBe('plain');
    expect(text('attributeValue', { key: 'Start', dataType: 'Time', attributeValues: [{ value: '2024-03-05T10:00:00Z' }] })).toMatch(/2024/);
  });

  it('translates catalogue codes and code labels, and unknown codes stay as they are', () => {
    expect(text('processState', 0)).toMatch(/^t:/);
    expect(text('codeLabel', 30, { labels: { '30': 'roles.level.business' } })).toBe('t:roles.level.business');
    expect(text('codeLabel', { level: 99 }, { field: 'level', labels: {} })).toBe('99');
    expect(text('boolean', true)).toBe('t:widgets.dataTable.yes');
    expect(text('boolean', false)).toBe('');
    expect(text('dnName', 'cn=Group,cn=Defs,o=x')).toBe('Group');
  });

  it('puts a DN\'s name into its label, only on the rows its onlyIf attribute marks (a delegated task\'s delegator)', () => {
    const withName = { t: (key: string, values?: Record<string, unknown>) => `${key}(${String(values?.name)})`, locale: 'en-US' };
    const options = { labelKey: 'tasks.delegatedFrom', onlyIf: 'delegatedTask' };
    expect(cellText('dnName', 'cn=manager,ou=users,o=data', { delegatedTask: true }, options, withName)).toBe('tasks.delegatedFrom(manager)');
    expect(cellText('dnName', 'cn=manager,ou=users,o=data', { delegatedTask: false }, options, withName)).toBe('');
    expect(cellText('dnName', 'cn=manager,ou=users,o=data', {}, options, withName)).toBe('');
  });

  it('gives a request’s status by its own type, the list’s catalogue when fixed, "Unknown (code)" otherwise', () => {
    const words = { t: (key: string, values?: Record<string, string>) => `${key}${values ? JSON.stringify(values) : ''}`, locale: 'en-US' };
    const status = (value: unknown, row: Record<string, unknown>, options?: Record<string, unknown>) => cellText('requestStatus', value, row, options, words);
    // No option (the dashboard's recent requests): the row's entityType.
    expect(status(5, { entityType: 'prd' })).toBe('widgets.requestState.prd.5');
    expect(status(27, { entityType: 'resource' })).toBe('widgets.requestState.resource.27');
    expect(status(1, { entityType: 'PRD' })).toBe('widgets.requestState.prd.1');
    expect(status(95, {})).toBe('widgets.requestState.role.95');
    // catalogueFrom names the attribute; a fixed catalogue wins over an entityType it was not asked to read.
    expect(status(3, { kind: 'prd' }, { catalogueFrom: 'kind' })).toBe('widgets.requestState.prd.3');
    expect(status(2, { entityType: 'role' }, { catalogue: 'prd' })).toBe('widgets.requestState.prd.2');
    expect(status(27, { entityType: 'prd' })).toBe('widgets.requestState.unknown{"code":"27"}');
    expect(status(undefined, { entityType: 'prd' })).toBe('');
  });

  it('gives an area’s own cell the underlying value', () => {
    expect(text('someAreaCell', { name: 'Role A' })).toBe('Role A');
    expect(text('someAreaCell', 42)).toBe('42');
  });
});
