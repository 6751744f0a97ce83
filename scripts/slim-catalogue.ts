import type { Plugin } from 'vite';

// The call catalogue (api/calls/*.json; the shell's own calls are in its first load, the rest one chunk
// loaded with the first screen, see api/calls/lookup.ts), and most of its bytes are
// documentation: descriptions and contract references, which only tests and editors read. In the
// browser build they are left out, with the parameters' wire types, which only TypeScript reads (about
// 9 KB gzip of the shell's 170 KB budget). At run time call() uses method, path, the query parameters'
// names, defaults and required flags, body and paging.

const DOCUMENTATION_KEYS = new Set(['$schema', 'description', 'contract', 'type']);
const CATALOGUE_FILE = /[\\/]api[\\/]calls[\\/][^\\/]+\.json$/;

export function withoutDocumentation(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDocumentation);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !DOCUMENTATION_KEYS.has(key))
        .map(([key, inner]) => [key, withoutDocumentation(inner)]),
    );
  }
  return value;
}

export function slimCataloguePlugin(): Plugin {
  return {
    name: 'idm-slim-call-catalogue',
    apply: 'build',
    enforce: 'pre',
    transform(source, id) {
      if (!CATALOGUE_FILE.test(id.split('?')[0]!)) return null;
      return { code: JSON.stringify(withoutDocumentation(JSON.parse(source))), map: null };
    },
  };
}
