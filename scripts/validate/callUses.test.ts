// How validate finds the calls the console's code uses: string values outside comments, not
// translation keys or property names.
import { describe, expect, it } from 'vitest';
import { callsUsedByCode, stringLiterals } from './callUses.ts';
import { ProjectFiles } from './files.ts';
import { ROOT } from '../../tests/unit/fixture-project.ts';

const KNOWN = new Set(['users.list', 'teams.list', 'roles.list', 'tasks.list', 'groups.list', 'orgChart.managers', 'session.extend']);

/** The calls of KNOWN used by one file of console code with this text. */
const usedBy = (text: string, file = 'shell/zz-fixture.ts') => [...callsUsedByCode(new ProjectFiles(ROOT, fixtureOnly(file, text)), KNOWN).keys()].sort();
/** The overlay: the file given, every other console file of the project left out. */
function fixtureOnly(file: string, text: string): Record<string, string | null> {
  const files = new ProjectFiles(ROOT);
  const overlay: Record<string, string | null> = {};
  for (const dir of ['api', 'shell', 'renderer', 'widgets', 'screens', 'domain']) for (const f of [...files.list(dir, '.ts'), ...files.list(dir, '.tsx')]) overlay[f] = null;
  overlay[file] = text;
  return overlay;
}

describe('the string literals of a TypeScript text', () => {
  it('skips comments and regular expressions, reads templates without substitutions', () => {
    const text = [
      "// call('users.list')",
      "/* 'teams.list' */ const re = /['\"]/g; const half = a / b / c;",
      'const s = `tasks.list`; const u = `x${"roles.list"}y`;',
      "const q = 'groups.list';",
    ].join('\n');
    expect(stringLiterals(text).map((l) => l.value)).toEqual(['tasks.list', 'roles.list', 'groups.list']);
  });
});

describe('the calls the console code uses', () => {
  it('counts a call argument, a constant, a map value and both sides of a conditional', () => {
    const text = [
      "await call('users.list', { size: 5 });",
      "export const RIGHTS = 'teams.list';",
      "const calls = { roles: 'roles.list' };",
      "const name = scope ? 'tasks.list' : 'groups.list';",
    ].join('\n');
    expect(usedBy(text)).toEqual(['groups.list', 'roles.list', 'tasks.list', 'teams.list', 'users.list']);
  });

  it('does not count a comment, a translation key, an answer type or a property name', () => {
    const text = [
      "// call('users.list')",
      "const label = t('orgChart.managers'); const other = i18n.t('groups.list');",
      "declare module '../api/call.ts' { interface CallResponses { 'teams.list': TeamsPage; 'roles.list'?: unknown } }",
      "const paths = { 'tasks.list': ['id'] };",
    ].join('\n');
    expect(usedBy(text)).toEqual([]);
  });

  it('does not count tests', () => {
    expect(usedBy("await call('users.list');", 'shell/zz-fixture.test.ts')).toEqual([]);
  });
});
