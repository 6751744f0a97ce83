// Places one fixture of tests/fixtures/invalid-screens/ into the real project, in memory, for
// validateProject's overlay. The fixtures are checked against the real call catalogue (api/calls/):
// every real screen must still validate beside them, and a copy of the catalogue would have to
// follow each new screen's calls.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Overlay } from '../../scripts/validate/files.ts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const INVALID_DIR = path.join(ROOT, 'tests/fixtures/invalid-screens');

const read = (file: string) => fs.readFileSync(file, 'utf8');

/** The project as it is; a fixture adds to it. */
export function baseOverlay(): Overlay {
  return {};
}

export const FIXTURE_MANIFEST = 'screens/fixture/area.json';

/** The manifest of the fixture area: one route, to the screen file of that folder. */
export function withRoute(screen: string): string {
  return JSON.stringify({ routes: [{ path: '/fixture', screen, pageKey: 'fixture', titleKey: 'route.default.title' }] }, null, 2);
}

/**
 * Where a fixture goes, by its name: area-* replaces the users area's manifest
 * (screens/users/area.json), calls-* joins the call catalogue, locale-* adds its keys at the top of
 * en.json, unreachable-* is a screen without a route (and its area without a manifest), inusers-*
 * is a screen of the users area (screens/users/<name>) with a route to it in that area's manifest,
 * fragments-* is a fragment file (screens/fragments/<name>), and any other fixture is a screen at
 * screens/fixture/<name> (a folder that is no area) with a route to it.
 */
export function placeFixture(name: string): { overlay: Overlay; file: string } {
  const text = read(path.join(INVALID_DIR, name));
  const overlay = baseOverlay();
  let file: string;
  if (name.startsWith('area-')) file = 'screens/users/area.json';
  else if (name.startsWith('fragments-')) file = `screens/fragments/${name}`;
  else if (name.startsWith('calls-')) file = `api/calls/zz-${name}`; // sorts after the catalogue it collides with
  else if (name.startsWith('locale-')) {
    file = 'public/locales/en.json';
    const en = JSON.parse(read(path.join(ROOT, file))) as Record<string, string>;
    const added = JSON.parse(text) as Record<string, string>;
    // The fixture's keys go first, so that their line does not move as the real file grows.
    overlay[file] = JSON.stringify({ ...added, ...en }, null, 2);
    return { overlay, file };
  } else if (name.startsWith('inusers-')) {
    file = `screens/users/${name}`;
    const manifest = JSON.parse(read(path.join(ROOT, 'screens/users/area.json'))) as { routes: object[] };
    manifest.routes.push({ path: '/fixture', screen: name, pageKey: 'fixture', titleKey: 'route.default.title' });
    overlay['screens/users/area.json'] = JSON.stringify(manifest, null, 2);
  } else {
    file = `screens/fixture/${name}`;
    if (!name.startsWith('unreachable-')) overlay[FIXTURE_MANIFEST] = withRoute(name);
  }
  overlay[file] = text;
  return { overlay, file };
}
