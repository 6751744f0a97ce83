import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { moduleSourcePlugin } from './module-source-plugin.ts';

// axios's browser build picks its transport from the list ['xhr', 'http', 'fetch'], the first one the
// environment has: in every browser that is XMLHttpRequest, and the console never names an adapter
// (api/runtime.ts). Its fetch adapter (with its stream and signal helpers, about 4 KB gzip in the
// shell) is therefore never run in the console, yet its module is imported statically by axios's
// adapter list. The build reads that module as "no fetch transport here", which the adapter list
// already handles (it moves on, as in a browser without fetch). If an axios upgrade moves the file,
// the plugin matches nothing and the shell simply keeps the adapter: scripts/size.ts shows it.
export const fetchAdapterFile = path.join(path.dirname(createRequire(import.meta.url).resolve('axios/package.json')), 'lib/adapters/fetch.js');

export function axiosXhrOnlyPlugin(): Plugin {
  return moduleSourcePlugin('idm-axios-xhr-only', fetchAdapterFile, 'export const getFetch = () => false;\nexport default undefined;\n');
}
