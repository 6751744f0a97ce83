// The areas in node, found as the app finds them (screens/areas.ts, import.meta.glob): every
// screens/<area>/code/index.ts whose default export is defineArea({ code }); the id is the folder's
// name. npm run validate and the node tests use this one function; nothing lists the areas by hand.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AreaDefinition } from '../../renderer/core/area.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The ids of the areas under `root`/screens (the folders with code/index.ts), sorted. */
export function areaIds(root: string = ROOT): string[] {
  const screens = path.join(root, 'screens');
  return readdirSync(screens, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(screens, entry.name, 'code', 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** Every area's declaration, by id; a code/index.ts without defineArea(...) as its default export fails, naming the file. */
export async function loadAreas(root: string = ROOT): Promise<Map<string, AreaDefinition>> {
  const areas = await Promise.all(
    areaIds(root).map(async (id) => {
      const file = path.join(root, 'screens', id, 'code', 'index.ts');
      const area = ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default?: AreaDefinition }).default;
      if (!area?.code) throw new Error(`${path.relative(root, file)}: no area declared. Fix: end it with \`export default defineArea({ code: ${id}Code })\` (renderer/core/area.ts).`);
      return [id, area] as const;
    }),
  );
  return new Map(areas);
}
