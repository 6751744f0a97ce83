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

/** The part of rolldown's module info the closure reads. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

/** Every module the given modules import statically, directly or not, themselves included. */
export function staticClosure(graph: ModuleGraph, modules: Iterable<string>): Set<string> {
  const closure = new Set<string>();
  const pending = [...modules];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (closure.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    closure.add(id);
    // (rolldown lists an import() among importedIds too: a lazy module is no part of the closure.)
    const lazy = new Set(info.dynamicallyImportedIds);
    pending.push(...info.importedIds.filter((imported) => !lazy.has(imported)));
  }
  return closure;
}

/**
 * A chunk group (rolldown's codeSplitting) for the first screen: the modules the given ones import
 * statically become one chunk, preloaded with the shell, instead of the forty small chunks they
 * are shared as with the screens that need part of them (each its own request at start). Those
 * screens import this chunk; it was loaded at start anyway. Modules of the shell's own chunk are
 * taken by its group first (a higher priority).
 */
export function firstScreenGroup(modules: readonly string[], root = process.cwd()) {
  const absolute = modules.map((module) => path.resolve(root, module));
  // The closure is worked out once per chunking pass (its context is the same object throughout).
  let computedFor: ModuleGraph | undefined;
  let closure = new Set<string>();
  return {
    name: (id: string, context: ModuleGraph): string | null => {
      if (computedFor !== context) {
        computedFor = context;
        closure = staticClosure(context, absolute);
      }
      return closure.has(id) ? 'first-screen' : null;
    },
  };
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
