import path from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';

// The first screen's chunks preloaded with the shell: index.html gets a <link rel="modulepreload">
// for each chunk of the given modules (the route default, the generic renderer, the dashboard
// screen and its area's code) and for every chunk they import, so the browser fetches them while
// it runs the shell instead of finding them one import after another once the first route is
// known. The shell's own chunks (what index.html loads anyway) are left out.

/** The files of a build's chunks that hold any of `modules` (absolute paths), with their static imports. */
export function chunksToPreload(
  bundle: Record<string, { type: string; fileName: string; isEntry?: boolean; imports?: string[]; moduleIds?: string[] }>,
  modules: readonly string[],
): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const shell = new Set<string>();
  const addShell = (file: string) => {
    if (shell.has(file)) return;
    shell.add(file);
    byFile.get(file)?.imports?.forEach(addShell);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => addShell(chunk.fileName));
  const wanted: string[] = [];
  const add = (file: string) => {
    if (shell.has(file) || wanted.includes(file)) return;
    wanted.push(file);
    byFile.get(file)?.imports?.forEach(add);
  };
  for (const chunk of chunks) {
    if (chunk.moduleIds?.some((id) => modules.some((module) => id.split('?')[0] === module))) add(chunk.fileName);
  }
  return wanted;
}

export function firstScreenPreloadPlugin(modules: readonly string[]): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'idm-first-screen-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] | undefined {
        if (!context.bundle) return undefined;
        const absolute = modules.map((module) => path.resolve(root, module));
        return chunksToPreload(context.bundle, absolute).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
