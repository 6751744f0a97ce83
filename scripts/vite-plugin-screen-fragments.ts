// Screens reach the console with their fragments expanded: when Vite (build, dev server, vitest)
// loads a screen file (screens/<area>/*.json), this plugin replaces each { "$fragment": ... } entry
// by the fragment's entries before Vite's JSON plugin turns the file into a module. The expansion
// costs nothing at run time and nothing in the shell: a screen's chunk holds the plain definition.
// A broken reference is left out here; the validate plugin and `npm run validate` report it.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { expandFragments, FRAGMENTS_DIR } from './fragments.ts';

export function screenFragmentsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'screen-fragments',
    // Before vite:json, which would otherwise have made the file a module already.
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform(code, id) {
      const file = path.relative(root, id.split('?')[0]!).split(path.sep).join('/');
      if (!/^screens\/[^/]+\/[^/]+\.json$/.test(file) || file.startsWith(`${FRAGMENTS_DIR}/`) || !code.includes('"$fragment"')) return null;
      const fragmentsDir = path.join(root, FRAGMENTS_DIR);
      const read = (name: string): unknown => {
        const fragmentFile = path.join(fragmentsDir, `${name}.json`);
        if (!fs.existsSync(fragmentFile)) return undefined;
        // A change to the fragment reloads the screens that use it.
        this.addWatchFile(fragmentFile);
        return JSON.parse(fs.readFileSync(fragmentFile, 'utf8'));
      };
      return { code: JSON.stringify(expandFragments(JSON.parse(code), read).value), map: null };
    },
  };
}
