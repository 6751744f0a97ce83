// The renderer knows no area: no file of renderer/ (tests aside) names, in a string, an area's
// calls (any call of api/calls/*.json but the renderer's own list preferences), a lookup entity,
// or anything an area registers (codecs, checks, failure rules, cell renderers, lookup pickers).
// What an area needs reaches the renderer through the registries it is given.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_IDS } from '../../screens/areas.ts';
import { resourcesCode } from '../../screens/resources/code/index.ts';
import { rolesCode } from '../../screens/roles/code/index.ts';
import { sodCode } from '../../screens/sod/code/index.ts';
import { usersCode } from '../../screens/users/code/index.ts';
import type { AreaCode } from '../../renderer/core/registries.ts';
import { ROOT } from './fixture-project.ts';

/**
 * Call services the renderer uses itself: a list's saved columns, page size and filters; the
 * signed-in user's administrator rights that actions may require.
 */
const RENDERER_SERVICES = new Set(['preferences', 'delegatedAdmin']);

const AREA_CODE: AreaCode[] = [usersCode, rolesCode, resourcesCode, sodCode];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function callServices(): string[] {
  const dir = path.join(ROOT, 'api/calls');
  const names = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => Object.keys((JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { calls?: object }).calls ?? {}));
  return [...new Set(names.map((name) => name.split('.')[0]!))].filter((service) => !RENDERER_SERVICES.has(service));
}

const registeredNames = (code: AreaCode) => [
  ...Object.keys(code.encoders ?? {}),
  ...Object.keys(code.transforms ?? {}),
  ...Object.keys(code.checks ?? {}),
  ...Object.keys(code.validators ?? {}),
  ...Object.keys(code.failureRules ?? {}),
  ...Object.keys(code.lookupPickers ?? {}),
  ...(code.cellRenderers ?? []),
];

/** The string literals of a source text ('…', "…" and template texts). */
const literals = (source: string) => [...source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');

describe('renderer/ knows no area', () => {
  const sources = files(path.join(ROOT, 'renderer')).map((file) => ({ file: path.relative(ROOT, file), texts: literals(fs.readFileSync(file, 'utf8')) }));
  const services = callServices();
  const names = new Set(AREA_CODE.flatMap(registeredNames));

  it('has the areas and calls to look for', () => {
    expect(AREA_IDS.length).toBeGreaterThan(0);
    expect(services).toEqual(expect.arrayContaining(['users', 'roles', 'resources', 'sods']));
    expect(names.has('resourceNameAvailable')).toBe(true);
  });

  it("names no area's call, lookup entity or registered name", () => {
    const found = sources.flatMap(({ file, texts }) =>
      texts
        .filter((text) => services.some((service) => text.startsWith(`${service}.`)) || /\b[a-z]+-lookup\b/.test(text) || names.has(text))
        .map((text) => `${file}: '${text}'`),
    );
    expect(found).toEqual([]);
  });
});
