// The renderer and the widgets know no area: no file of renderer/ or widgets/ (tests aside) names, in a string, an area's
// calls (any call of api/calls/*.json but the renderer's own list preferences), a lookup entity,
// anything an area registers (codecs, checks, failure rules, cell renderers, lookup pickers, custom
// screens, dashboard cards), or a file of an area's folder (an import of screens/<area>/..., static
// or dynamic). What an area needs reaches the renderer through the registries it is given.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AreaCode } from '../../renderer/core/registries.ts';
import { loadAreas } from '../../scripts/validate/areaDiscovery.ts';
import { ROOT } from './fixture-project.ts';

/**
 * Call services the renderer uses itself: a list's saved columns, page size and filters; the
 * signed-in user's administrator rights that actions may require.
 */
const RENDERER_SERVICES = new Set(['preferences', 'delegatedAdmin']);

/** Every area (each screens/<area>/code/index.ts), found as the app and validate find them. */
const AREAS = await loadAreas(ROOT);
const AREA_CODE: AreaCode[] = [...AREAS.values()].map((area) => area.code);

/** The generic folders that must know no area. */
const GENERIC = ['renderer', 'widgets'];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function callServices(): string[] {
  return [...new Set([...callNames()].map((name) => name.split('.')[0]!))].filter((service) => !RENDERER_SERVICES.has(service));
}

/** Every call name of the catalogue (widgets/ is held to exact names: its translation keys share prefixes with services). */
function callNames(): Set<string> {
  const dir = path.join(ROOT, 'api/calls');
  return new Set(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => Object.keys((JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { calls?: object }).calls ?? {})),
  );
}

/**
 * TEMPORARY known exceptions in widgets/ (file or folder prefix, text): the picker's tree tabs
 * (containers, drivers) are area code on its way into the areas (or into declared data); the generic
 * widgets that fetch their own data (the lookup, the localized text's locales, the org chart's
 * relationships and levels, a DN value's user lookup, the quick info) wait for the same step. Remove an entry as it goes: the
 * second test fails on a stale one. Never add one to get a change through.
 */
const KNOWN: { file: string; text: string }[] = [
  ...['containers.subContainers', 'containers.roleRoot', 'containers.resourceRoot'].map((text) => ({ file: 'widgets/picker/sources/container.ts', text })),
  { file: 'widgets/picker/sources/dirxmldriver.ts', text: 'drivers.directory' },
  ...['drivers.entitlements', 'drivers.list'].map((text) => ({ file: 'widgets/picker/sources/driver.ts', text })),
  { file: 'widgets/fields/LookupWidget.tsx', text: 'entities.list' },
  { file: 'widgets/localizedText/LocalizedText.tsx', text: 'locales.supported' },
  { file: 'widgets/orgChart/useOrgChart.ts', text: 'relationships.list' },
  { file: 'widgets/orgChart/useOrgChart.ts', text: 'orgChart.v2' },
  ...['orgChart.levelUp', 'orgChart.managers'].map((text) => ({ file: 'widgets/orgChart/OrgChart.tsx', text })),
  { file: 'widgets/quickInfo/QuickInfoDialog.tsx', text: 'entities.quickInfo' },
  { file: 'widgets/attributeValue/AttributeValue.tsx', text: 'user-lookup' },
];

const registeredNames = (code: AreaCode) => [
  ...Object.keys(code.encoders ?? {}),
  ...Object.keys(code.transforms ?? {}),
  ...Object.keys(code.checks ?? {}),
  ...Object.keys(code.validators ?? {}),
  ...Object.keys(code.failureRules ?? {}),
  ...Object.keys(code.lookupPickers ?? {}),
  ...(code.cellRenderers ?? []),
  ...(code.customScreens ?? []),
  ...(code.dashboardCards ?? []),
  ...(code.memberDialogs ?? []),
];

/** A relative path into an area's folder ('../../screens/dashboard/code/LinksCard.tsx'): an import of area code. */
const AREA_PATH = new RegExp(`^(\\.\\./)+screens/(${[...AREAS.keys()].join('|')})/`);

/** The string literals of a source text ('…', "…" and template texts). */
const literals = (source: string) => [...source.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');

describe('renderer/ and widgets/ know no area', () => {
  const sources = GENERIC.flatMap((folder) => files(path.join(ROOT, folder))).map((file) => ({ file: path.relative(ROOT, file), texts: literals(fs.readFileSync(file, 'utf8')) }));
  const services = callServices();
  const calls = callNames();
  const names = new Set(AREA_CODE.flatMap(registeredNames));

  it('has the areas and calls to look for', () => {
    expect(AREAS.size).toBeGreaterThanOrEqual(15);
    expect([...AREAS.keys()]).toEqual(expect.arrayContaining(['users', 'roles', 'resources', 'sod', 'teams', 'dashboard', 'requests']));
    expect(services).toEqual(expect.arrayContaining(['users', 'roles', 'resources', 'sods']));
    expect(names.has('resourceNameAvailable')).toBe(true);
    expect(names.has('links')).toBe(true);
    expect(names.has('groupMembers') && names.has('teamMembers')).toBe(true);
    expect(AREA_PATH.test('../../screens/dashboard/code/LinksCard.tsx')).toBe(true);
  });

  it("names no area's call, lookup entity or registered name", () => {
    const found = sources.flatMap(({ file, texts }) =>
      texts
        .filter((text) => (file.startsWith('renderer/') ? services.some((service) => text.startsWith(`${service}.`)) : calls.has(text)) || /\b[a-z]+-lookup\b/.test(text) || names.has(text) || AREA_PATH.test(text))
        .map((text) => `${file}: '${text}'`),
    );
    const unknown = found.filter((entry) => !KNOWN.some((known) => entry.startsWith(known.file) && entry.endsWith(`'${known.text}'`)));
    const messages = unknown.map((entry) => `${entry}: a generic folder names an area's call, name or file. Fix: let the area pass it in (screens/<area>/code/index.ts, its components.tsx, a definition's option or a prop).`);
    expect(messages, messages.join('\n')).toEqual([]);
  });

  it('knows of no exception that no longer occurs', () => {
    const stale = KNOWN.filter((known) => !sources.some(({ file, texts }) => file.startsWith(known.file) && texts.includes(known.text)));
    expect(stale.map((known) => `${known.file} no longer names '${known.text}': remove it from KNOWN`)).toEqual([]);
  });
});
