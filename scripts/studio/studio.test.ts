// The studio's server side: which paths it may write, the check it answers for an edited text, the
// JSON layout of a draft, and the first screens it drafts from contract operations.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addCallToCatalogue, formatJson, listOperations, scaffoldScreen } from './scaffold.ts';
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

  it("adds a call the catalogue lacks to the area's file, made from the operation, and nothing else", () => {
    // A copy of the catalogue and the contract to write into.
    const root = mkdtempSync(path.join(tmpdir(), 'studio-call-'));
    try {
      for (const folder of ['api/calls', 'contract']) cpSync(path.join(ROOT, folder), path.join(root, folder), { recursive: true });
      const operation = 'GET /access/query/list';
      expect(listOperations(root)).toContainEqual(expect.objectContaining({ id: operation }));
      const before = readFileSync(path.join(root, 'api/calls/users.json'), 'utf8');
      expect(before).not.toContain(`"contract": "${operation}"`);

      const { definition, newCall } = scaffoldScreen(root, operation, 'users', 'query-list');
      expect(newCall).toMatchObject({ name: 'users.queryList', file: 'api/calls/users.json', entry: { method: 'GET', path: '/rest/access/query/list', contract: operation } });
      expect(definition).toMatchObject({ dataSource: { call: 'users.queryList', itemsPath: 'queries' } });
      addCallToCatalogue(root, newCall!);

      // Only the new entry is added: the file is the old one with the entry before its end.
      const after = readFileSync(path.join(root, 'api/calls/users.json'), 'utf8');
      expect(after.startsWith(before.slice(0, before.lastIndexOf('\n  }\n}')))).toBe(true);
      expect(JSON.parse(after).calls['users.queryList']).toEqual(newCall!.entry);
      expect(() => addCallToCatalogue(root, newCall!)).toThrow(/has a call users.queryList already/);
      // A second draft of the same operation reuses the call.
      expect(scaffoldScreen(root, operation, 'users', 'again').newCall).toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('refuses to draft an operation the catalogue lacks for an area without a call file', () => {
    const lacking = listOperations(ROOT).find((operation) => operation.id === 'GET /access/query/list')!;
    expect(() => scaffoldScreen(ROOT, lacking.id, 'configuration', 'x')).toThrow(/no api\/calls\/configuration.json/);
  });

  it('formats JSON as the repository does: two spaces, short objects on one line, a trailing newline', () => {
    expect(formatJson({ a: 1, list: [{ b: 'x' }, { c: true }] })).toBe('{\n  "a": 1,\n  "list": [\n    { "b": "x" },\n    { "c": true }\n  ]\n}\n');
  });
});
