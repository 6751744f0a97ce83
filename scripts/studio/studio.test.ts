// The studio's server side: which paths it may write, the check it answers for an edited text, the
// JSON layout of a draft, and the first screens it drafts from contract operations.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatJson, listOperations, scaffoldScreen } from './scaffold.ts';
import { checkText, screenPath } from './vite-plugin-studio.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('screenPath', () => {
  it('allows a JSON file of an area folder under screens/ only', () => {
    expect(screenPath(ROOT, 'screens/groups/list.json')).toBe(path.join(ROOT, 'screens/groups/list.json'));
    for (const bad of ['screens/../package.json', 'screens/groups/../../x.json', 'api/calls/groups.json', 'screens/groups/list.ts', 'screens/list.json', 42]) expect(screenPath(ROOT, bad)).toBeUndefined();
  });
});

describe('checkText', () => {
  it("answers the validator's messages for the edited file, with its line and did-you-mean", () => {
    const text = readFileSync(path.join(ROOT, 'screens/groups/list.json'), 'utf8').replace('"call": "groups.list"', '"call": "groups.lst"');
    const answer = checkText(ROOT, 'screens/groups/list.json', text);
    expect(answer.definition).toBeUndefined();
    expect(answer.diagnostics).toEqual([expect.objectContaining({ line: 6, pointer: '/dataSource/call', message: "unknown call 'groups.lst'; did you mean 'groups.list'?" })]);
  });

  it('answers a valid text with its definition, fragments expanded', () => {
    const text = readFileSync(path.join(ROOT, 'screens/availability/create.json'), 'utf8');
    const answer = checkText(ROOT, 'screens/availability/create.json', text);
    expect(answer.diagnostics).toEqual([]);
    expect(JSON.stringify(answer.definition)).not.toContain('$fragment');
  });
});

describe('drafts from the contract', () => {
  it('lists the operations, a GET as a list', () => {
    expect(listOperations(ROOT)).toContainEqual(expect.objectContaining({ id: 'GET /access/groups', kind: 'list' }));
  });

  it("makes a list's columns from the answer's rows and names the catalogue's call", () => {
    const { definition, keys } = scaffoldScreen(ROOT, 'GET /access/groups', 'groups', 'draft');
    expect(definition).toMatchObject({ kind: 'list', dataSource: { call: 'groups.list', itemsPath: 'groups', totalPath: 'totalCount' }, rowKey: 'dn' });
    expect(definition.columns).toContainEqual({ attribute: 'name', labelKey: 'groups.draft.column.name' });
    expect(keys).toContain('groups.draft.title');
  });

  it('formats JSON as the repository does: two spaces, short objects on one line, a trailing newline', () => {
    expect(formatJson({ a: 1, list: [{ b: 'x' }, { c: true }] })).toBe('{\n  "a": 1,\n  "list": [\n    { "b": "x" },\n    { "c": true }\n  ]\n}\n');
  });
});
