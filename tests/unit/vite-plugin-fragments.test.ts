// The build's side of fragments: a screen module reaches the console with its fragments expanded,
// and the fragment files it read are watched.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { screenFragmentsPlugin } from '../../scripts/vite-plugin-screen-fragments.ts';
import rolesCreate from '../../screens/roles/create.json';
import { ROOT } from './fixture-project.ts';

type Transform = (this: { addWatchFile(file: string): void }, code: string, id: string) => { code: string } | null;

function transformer() {
  const plugin = screenFragmentsPlugin() as Plugin & { configResolved(config: { root: string }): void; transform: Transform };
  plugin.configResolved({ root: ROOT });
  const watched: string[] = [];
  const transform = (file: string, code = fs.readFileSync(path.join(ROOT, file), 'utf8')) => plugin.transform.call({ addWatchFile: (f) => watched.push(f) }, code, path.join(ROOT, file));
  return { transform, watched };
}

describe('the screen fragments plugin', () => {
  it('expands the fragments of a screen file and watches the fragment files it read', () => {
    const { transform, watched } = transformer();
    const source = fs.readFileSync(path.join(ROOT, 'screens/roles/create.json'), 'utf8');
    expect(source).toContain('"$fragment"');
    const out = transform('screens/roles/create.json');
    expect(out!.code).not.toContain('$fragment');
    const fields = (JSON.parse(out!.code) as { fields: { name: string }[] }).fields.map((f) => f.name);
    expect(fields.slice(0, 2)).toEqual(['name', 'description']);
    expect(fields).toContain('localizedNames');
    expect(watched).toContain(path.join(ROOT, 'screens/fragments/catalog.json'));
  });

  it('leaves other files, and screens without fragments, alone', () => {
    const { transform } = transformer();
    expect(transform('screens/fragments/catalog.json')).toBeNull();
    expect(transform('screens/users/list.json')).toBeNull();
    expect(transform('public/locales/en.json', '{ "$fragment": "x" }')).toBeNull();
  });

  it('is in the test configuration too: a screen imported by a test is expanded', () => {
    expect(JSON.stringify(rolesCreate)).not.toContain('$fragment');
    expect(rolesCreate.fields[0]).toMatchObject({ name: 'name', labelKey: 'catalog.field.name' });
  });
});
