// The layer rules of tests/architecture/layers.jsonc, checked against every import of the
// repository's TypeScript (the lint checks the same rules file by file as they are typed; this test
// also sees dynamic imports, resolves every path exactly and finds import cycles).
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importCycles, importsOf, sourceFiles, type ImportEdge } from '../architecture/importGraph.ts';
import { describeViolation, isTestFile, readLayers, violationsOf } from '../architecture/layers.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Folders of the work tree that are not the project's own (installed, built, generated at run time). */
const NOT_OURS = new Set(['node_modules', 'dist', 'coverage']);
/** Every top-level folder of the repository (hidden ones aside). */
const FOLDERS = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !NOT_OURS.has(entry.name))
  .map((entry) => entry.name);

const layers = readLayers();
const files = sourceFiles(ROOT, FOLDERS);
const edges = files.flatMap((file) => importsOf(ROOT, file));

function edge(from: string, specifier: string, to: string | undefined, typeOnly = false): ImportEdge {
  return { from, specifier, to, line: 1, typeOnly };
}

describe('layer rules', () => {
  it('are kept by every import of the repository', () => {
    const messages = edges.flatMap((each) => violationsOf(each, layers)).map(describeViolation);
    expect(messages, messages.join('\n')).toEqual([]);
  });

  it('allowlist only imports that exist and break the rule they name', () => {
    const stale = layers.allowlist.filter((entry) => {
      const rule = layers.rules.find((candidate) => candidate.id === entry.rule);
      const found = edges.find((each) => each.from === entry.file && each.to === entry.target);
      if (!rule || !found) return true;
      return violationsOf(found, { ...layers, allowlist: [] }).every((violation) => violation.rule !== rule);
    });
    const messages = stale.map((entry) => `${entry.file} → ${entry.target} (${entry.rule}) is no longer a violation: remove it from the allowlist in tests/architecture/layers.jsonc.`);
    expect(messages, messages.join('\n')).toEqual([]);
  });

  it('govern folders that exist', () => {
    // An area's code folder ('screens/*/code/') may not exist yet; every other governed folder must.
    const missing = layers.rules.flatMap((rule) => rule.files.filter((folder) => !folder.includes('*') && !existsSync(path.join(ROOT, folder))));
    expect(missing).toEqual([]);
  });

  it('govern every top-level folder', () => {
    const ungoverned = FOLDERS.filter((folder) => !layers.rules.some((rule) => rule.files.includes(`${folder}/`)));
    const messages = ungoverned.map((folder) => `${folder}/ is governed by no rule. Fix: add a rule whose "files" name '${folder}/' to tests/architecture/layers.jsonc (what it may import, why, and the fix), and draw it in docs/architecture.md.`);
    expect(messages, messages.join('\n')).toEqual([]);
  });

  // The checker itself, on made-up imports, so that a rule cannot pass by matching nothing.
  it('report a forbidden folder, a forbidden package, a run-time import that only types may make, and an import outside "only"', () => {
    const ids = (each: ImportEdge) => violationsOf(each, layers).map((violation) => violation.rule.id);
    expect(ids(edge('api/x.ts', '../renderer/core/bindings.ts', 'renderer/core/bindings.ts'))).toEqual(['api-knows-no-ui']);
    expect(ids(edge('api/x.ts', 'react', undefined))).toEqual(['api-knows-no-ui']);
    expect(ids(edge('api/x.ts', '@mui/material/Button', undefined))).toEqual(['api-knows-no-ui']);
    expect(ids(edge('renderer/x.tsx', '../shell/App.tsx', 'shell/App.tsx'))).toEqual(['ui-knows-no-shell']);
    expect(ids(edge('widgets/a/x.tsx', '../../renderer/core/bindings.ts', 'renderer/core/bindings.ts'))).toEqual(['widgets-below-renderer']);
    expect(ids(edge('widgets/a/x.tsx', '../../renderer/core/bindings.ts', 'renderer/core/bindings.ts', true))).toEqual([]);
    expect(ids(edge('server/x.ts', '../api/errors.ts', 'api/errors.ts'))).toEqual(['server-shares-only-domain']);
    expect(ids(edge('server/a/x.ts', '../../domain/duration.ts', 'domain/duration.ts'))).toEqual([]);
    expect(ids(edge('server/a/x.ts', '../y.ts', 'server/y.ts'))).toEqual([]);
    expect(ids(edge('domain/x.ts', '../api/errors.ts', 'api/errors.ts', true))).toEqual(['domain-is-pure']);
    expect(ids(edge('domain/x.ts', 'axios', undefined))).toEqual(['domain-is-pure']);
    expect(ids(edge('domain/x.ts', 'node:http', undefined))).toEqual(['domain-is-pure']);
    expect(ids(edge('domain/x.ts', './y.ts', 'domain/y.ts'))).toEqual([]);
  });

  it('report the console importing the server or the tooling, code in schemas/, and the shell imported from below', () => {
    const ids = (each: ImportEdge) => violationsOf(each, layers).map((violation) => violation.rule.id);
    for (const from of ['renderer/x.ts', 'widgets/a/x.tsx', 'api/x.ts', 'shell/x.tsx', 'screens/x.ts', 'screens/users/code/index.ts']) {
      expect(ids(edge(from, '../server/app.ts', 'server/app.ts'))).toContain('console-knows-no-server');
    }
    expect(ids(edge('shell/x.tsx', '../scripts/fragments.ts', 'scripts/fragments.ts'))).toEqual(['console-knows-no-server', 'shell-is-the-top']);
    expect(ids(edge('schemas/types/screen.ts', '../../widgets/names.ts', 'widgets/names.ts', true))).toEqual(['schemas-are-data']);
    expect(ids(edge('schemas/types/screen.ts', '../../domain/registryNames.ts', 'domain/registryNames.ts', true))).toEqual([]);
    expect(ids(edge('screens/registries.ts', '../shell/App.tsx', 'shell/App.tsx'))).toEqual(['screens-root-below-shell']);
    expect(ids(edge('screens/registries.ts', '../renderer/core/registries.ts', 'renderer/core/registries.ts'))).toEqual([]);
    expect(ids(edge('shell/x.tsx', '../screens/registries.ts', 'screens/registries.ts'))).toEqual([]);
    expect(ids(edge('scripts/x.ts', '../server/app.ts', 'server/app.ts'))).toEqual([]);
  });

  it("report an area importing the shell or another area, not its own screens", () => {
    const ids = (each: ImportEdge) => violationsOf(each, layers).map((violation) => violation.rule.id);
    expect(ids(edge('screens/users/code/index.ts', '../../roles/code/index.ts', 'screens/roles/code/index.ts'))).toEqual(['area-is-self-contained']);
    expect(ids(edge('screens/users/code/index.ts', '../../../shell/App.tsx', 'shell/App.tsx'))).toEqual(['screens-root-below-shell', 'area-is-self-contained']);
    expect(ids(edge('screens/users/code/index.ts', '../list.json', 'screens/users/list.json'))).toEqual([]);
    expect(ids(edge('screens/users/code/index.ts', '../../../widgets/names.ts', 'widgets/names.ts'))).toEqual([]);
  });

  it('exempt tests and name the file, the import, the rule and the fix', () => {
    const forbidden = edge('api/x.test.ts', 'react', undefined);
    expect(isTestFile(forbidden.from)).toBe(true);
    expect(violationsOf(forbidden, layers)).toEqual([]);
    const [violation] = violationsOf({ ...forbidden, from: 'api/x.ts', line: 3 }, layers);
    expect(describeViolation(violation!)).toMatch(/^api\/x\.ts:3: import of package 'react' breaks the rule api-knows-no-ui: .+\. Fix: .+\.$/);
  });
});

// Probe files: a module that breaks a rule, linted as if it sat in the folder, static and dynamic
// import alike. The lint names the rule and the fix; the test above names the file and line too.
describe('the lint on probe files', () => {
  const eslint = new ESLint({ cwd: ROOT });
  const lint = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result!.messages.filter((message) => message.ruleId?.includes('restricted')).map((message) => message.message);
  };
  const probes: [file: string, code: string, rule: string][] = [
    ['renderer/probe.ts', "import { x } from '../server/app.ts';\nexport const y = x;\n", 'console-knows-no-server'],
    ['widgets/probe.ts', "export const load = () => import('../server/app.ts');\n", 'console-knows-no-server'],
    ['api/probe.ts', "import { x } from '../server/app.ts';\nexport const y = x;\n", 'console-knows-no-server'],
    ['shell/probe.ts', "export const load = () => import('../server/app.ts');\n", 'console-knows-no-server'],
    ['screens/probe.ts', "import { x } from '../server/app.ts';\nexport const y = x;\n", 'console-knows-no-server'],
    ['screens/users/code/probe.ts', "import { x } from '../../../server/app.ts';\nexport const y = x;\n", 'console-knows-no-server'],
    ['screens/probe.ts', "export const load = () => import('../shell/App.tsx');\n", 'screens-root-below-shell'],
    ['schemas/probe.ts', "import { x } from '../widgets/names.ts';\nexport const y = x;\n", 'schemas-are-data'],
    ['renderer/probe.ts', "export const load = () => import('../shell/App.tsx');\n", 'ui-knows-no-shell'],
    ['renderer/probe.ts', 'export const load = () => import(`../shell/App.tsx`);\n', 'ui-knows-no-shell'],
    ['domain/probe.ts', "export const load = () => import('../api/errors.ts');\n", 'domain-is-pure'],
    ['screens/users/code/probe.ts', "export const load = () => import('../../roles/code/index.ts');\n", 'area-is-self-contained'],
  ];
  it.each(probes)('%s breaking %s fails the lint with the rule and the fix', async (file, code, rule) => {
    const messages = await lint(file, code);
    expect(messages.some((message) => message.includes(`${rule}: `) && message.includes('Fix: ')), messages.join('\n')).toBe(true);
  });

  it('lets an allowed static or dynamic import through', async () => {
    expect(await lint('shell/probe.ts', "export const load = () => import('../screens/registries.ts');\n")).toEqual([]);
    expect(await lint('renderer/probe.ts', "import { x } from '../widgets/names.ts';\nexport const y = x;\n")).toEqual([]);
  });
});

describe('import cycles', () => {
  it('there are none among the source files (type imports count: they tie the modules together as well)', () => {
    const messages = importCycles(edges).map(({ path, members }) => {
      const others = members.filter((file) => !path.includes(file));
      const knot = others.length ? ` (tied into the same knot: ${others.join(', ')})` : '';
      return `import cycle: ${path.join(' → ')}${knot}. Fix: move what both sides need into a module of its own that neither imports back.`;
    });
    expect(messages, messages.join('\n')).toEqual([]);
  });

  it('are found and reported as a path', () => {
    const ring = [edge('a.ts', './b.ts', 'b.ts'), edge('b.ts', './c.ts', 'c.ts', true), edge('c.ts', './a.ts', 'a.ts'), edge('c.ts', './d.ts', 'd.ts')];
    expect(importCycles(ring)).toEqual([{ path: ['a.ts', 'b.ts', 'c.ts', 'a.ts'], members: ['a.ts', 'b.ts', 'c.ts'] }]);
    expect(importCycles(ring.slice(0, 2))).toEqual([]);
  });
});
