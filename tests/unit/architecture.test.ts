// The layer rules of tests/architecture/layers.jsonc, checked against every import of the
// repository's TypeScript (the lint checks the same rules file by file as they are typed; this test
// also sees dynamic imports, resolves every path exactly and finds import cycles).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importsOf, sourceFiles, type ImportEdge } from '../architecture/importGraph.ts';
import { describeViolation, isTestFile, matchPrefix, readLayers, violationsOf } from '../architecture/layers.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['domain', 'api', 'renderer', 'widgets', 'shell', 'screens', 'schemas', 'server', 'scripts', 'tests'];

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
    const unused = layers.rules.flatMap((rule) => rule.files.filter((folder) => !files.some((file) => matchPrefix(folder, file))));
    // An area's code folder may not exist yet; every other governed folder must.
    expect(unused.filter((folder) => !folder.startsWith('screens/'))).toEqual([]);
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

  it("report an area importing the shell or another area, not its own screens", () => {
    const ids = (each: ImportEdge) => violationsOf(each, layers).map((violation) => violation.rule.id);
    expect(ids(edge('screens/users/code/index.ts', '../../roles/code/index.ts', 'screens/roles/code/index.ts'))).toEqual(['area-is-self-contained']);
    expect(ids(edge('screens/users/code/index.ts', '../../../shell/App.tsx', 'shell/App.tsx'))).toEqual(['area-is-self-contained']);
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
