import type { Plugin } from 'vite';

// The call catalogue (api/calls/*.json; the shell's own calls are in its first load, the rest one chunk
// loaded with the first screen, see api/calls/lookup.ts), and most of its bytes are
// documentation: descriptions and contract references, which only tests and editors read. In the
// browser build they are left out, with the parameters' wire types except 'array' (about 9 KB gzip).
// At run time call() uses method, path, the query parameters' names, defaults and required flags,
// body and paging; a list's filters ask whether a parameter takes a list (type 'array', kept) or one
// value (no type left: a list goes comma-separated).

const CALL_DOCUMENTATION = new Set(['description', 'contract', 'keptForImplementers']);
const PARAMETER_DOCUMENTATION = new Set(['description']);
const CATALOGUE_FILE = /[\\/]api[\\/]calls[\\/][^\\/]+\.json$/;
const MANIFEST_FILE = /[\\/]screens[\\/][^\\/]+[\\/]area\.json$/;

type Entries = Record<string, unknown>;
const isEntries = (value: unknown): value is Entries => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const without = (value: Entries, keys: ReadonlySet<string>): Entries => Object.fromEntries(Object.entries(value).filter(([key]) => !keys.has(key)));
const mapEntries = (value: Entries, f: (inner: unknown) => unknown): Entries => Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, f(inner)]));

/** A query parameter without its description, and without its type unless it takes a list. */
function slimParameter(parameter: Entries): Entries {
  const slim = without(parameter, PARAMETER_DOCUMENTATION);
  if (slim.type !== 'array') delete slim.type;
  return slim;
}

/**
 * A catalogue file without its documentation. Keys are dropped by where they sit, not by name: a
 * query parameter may itself be called 'type' (requests.permissionStatus?type=role) and must stay.
 */
export function withoutDocumentation(value: unknown): unknown {
  if (!isEntries(value) || !isEntries(value.calls)) return value;
  const calls = mapEntries(value.calls, (call) => {
    if (!isEntries(call)) return call;
    const slim = without(call, CALL_DOCUMENTATION);
    if (isEntries(call.query)) slim.query = mapEntries(call.query, (parameter) => (isEntries(parameter) ? slimParameter(parameter) : parameter));
    return slim;
  });
  return { calls };
}

/**
 * An area manifest as the console reads it: the page rights and the menu entries' place in the
 * menu (link, group, order) are for the sandbox server, which builds the menu; the console keeps
 * only what an entry says of proxy mode (about 1 KB gzip of the shell).
 */
export function withoutServerData(value: unknown): unknown {
  if (!isEntries(value)) return value;
  const slim = without(value, new Set(['$schema', 'pageRights', 'menu']));
  if (isEntries(value.menu)) {
    const menu = Object.entries(value.menu).filter(([, entry]) => isEntries(entry) && entry.proxyMode !== undefined);
    if (menu.length > 0) slim.menu = Object.fromEntries(menu.map(([key, entry]) => [key, { proxyMode: (entry as Entries).proxyMode }]));
  }
  return slim;
}

export function slimCataloguePlugin(): Plugin {
  return {
    name: 'idm-slim-call-catalogue',
    apply: 'build',
    enforce: 'pre',
    transform(source, id) {
      const file = id.split('?')[0]!;
      if (MANIFEST_FILE.test(file)) return { code: JSON.stringify(withoutServerData(JSON.parse(source))), map: null };
      if (!CATALOGUE_FILE.test(file)) return null;
      return { code: JSON.stringify(withoutDocumentation(JSON.parse(source))), map: null };
    },
  };
}
