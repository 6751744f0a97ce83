// The studio editor's hover help and completion: pure functions over schemas/, the call catalogue
// and the English texts of this checkout.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { completeAt, hoverAt, loadLanguage } from './language.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const language = loadLanguage(ROOT);
const groups = readFileSync(path.join(ROOT, 'screens/groups/list.json'), 'utf8');
/** The offset just inside the first occurrence of `needle` (plus `shift`). */
const at = (text: string, needle: string, shift = 1) => text.indexOf(needle) + shift;

describe('hoverAt', () => {
  it("explains a property from the screen schema's description", () => {
    expect(hoverAt(language, groups, at(groups, '"rowKey"'))).toMatch(/^rowKey: /);
  });

  it("names a call's route and contract operation, and a translation key's English text", () => {
    expect(hoverAt(language, groups, at(groups, '"groups.list"'))).toContain('GET /rest/access/groups (contract: GET /access/groups)');
    const en = JSON.parse(readFileSync(path.join(ROOT, 'public/locales/en.json'), 'utf8')) as Record<string, string>;
    expect(hoverAt(language, groups, at(groups, '"groups.column.container"'))).toBe(`groups.column.container (English): “${en['groups.column.container']}”`);
  });

  it("explains a widget's option from the widget's own schema, and names an unknown icon's alternatives", () => {
    const text = '{ "kind": "form", "titleKey": "a.b", "fields": [{ "name": "x", "widget": "select", "options": { "choices": [] }, "icon": "Trash" }] }';
    expect(hoverAt(language, text, at(text, '"choices"'))).toBe('choices: The choices, in display order.');
    expect(hoverAt(language, text, at(text, '"select"'))).toMatch(/^Widget select: Options of the 'select' widget/);
  });
});

describe('completeAt', () => {
  const names = (text: string, offset: number) => completeAt(language, text, offset).map((c) => c.label);

  it("offers the calls, the translation keys (with their English text) and a list's missing properties", () => {
    expect(names(groups, at(groups, '"groups.list"'))).toContain('groups.create');
    expect(completeAt(language, groups, at(groups, '"groups.column.container"'))).toContainEqual(expect.objectContaining({ label: 'groups.list.title', type: 'key' }));
    const text = '{ "kind": "list", "" }';
    const offered = names(text, at(text, '""'));
    expect(offered).toEqual(expect.arrayContaining(['columns', 'dataSource', 'rowKey']));
    expect(offered).not.toContain('kind');
    expect(offered).not.toContain('fields');
  });

  it('offers the kinds, the icons and the options of the chosen widget', () => {
    const text = '{ "kind": "form", "fields": [{ "name": "x", "widget": "select", "options": { "" } }] }';
    expect(names(text, at(text, '"form"'))).toEqual(expect.arrayContaining(['list', 'form', 'detail']));
    expect(names(text, at(text, '"select"'))).toContain('picker');
    expect(names(text, at(text, '{ "" }', 3))).toContain('choices');
  });
});
