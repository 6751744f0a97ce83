import type { Plugin } from 'vite';

/**
 * A build plugin that reads one file of a dependency as the given source instead of its own (query
 * strings ignored): how the build leaves out a dependency's code the console never runs
 * (mui-no-vars.ts, axios-xhr-only.ts). A moved file matches nothing, and the code simply stays.
 */
export function moduleSourcePlugin(name: string, file: string, source: string): Plugin {
  return {
    name,
    enforce: 'pre',
    load(id) {
      return id.split('?')[0] === file ? source : undefined;
    },
  };
}
