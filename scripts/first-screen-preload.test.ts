import { describe, expect, it } from 'vitest';
import { chunksToPreload, firstScreenGroup, staticClosure } from './first-screen-preload.ts';

describe('the first screen preloaded with the shell', () => {
  it("lists the chunks holding the first screen's modules and what they import, not the shell's", () => {
    const bundle = {
      'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', isEntry: true, imports: ['assets/react.js'], moduleIds: ['/r/shell/main.tsx'] },
      'assets/react.js': { type: 'chunk', fileName: 'assets/react.js', imports: [], moduleIds: ['/r/node_modules/react/index.js'] },
      'assets/RenderedScreen.js': { type: 'chunk', fileName: 'assets/RenderedScreen.js', imports: ['assets/Paper.js', 'assets/react.js'], moduleIds: ['/r/shell/routing/RenderedScreen.tsx'] },
      'assets/Paper.js': { type: 'chunk', fileName: 'assets/Paper.js', imports: ['assets/useId.js'], moduleIds: ['/r/node_modules/@mui/material/Paper/Paper.js'] },
      'assets/useId.js': { type: 'chunk', fileName: 'assets/useId.js', imports: [], moduleIds: ['/r/node_modules/@mui/material/utils/useId.js'] },
      'assets/users.js': { type: 'chunk', fileName: 'assets/users.js', imports: ['assets/Paper.js'], moduleIds: ['/r/screens/users/list.json?import'] },
      'assets/style.css': { type: 'asset', fileName: 'assets/style.css' },
    };
    expect(chunksToPreload(bundle, ['/r/shell/routing/RenderedScreen.tsx'])).toEqual(['assets/RenderedScreen.js', 'assets/Paper.js', 'assets/useId.js']);
    expect(chunksToPreload(bundle, ['/r/screens/users/list.json'])).toEqual(['assets/users.js', 'assets/Paper.js', 'assets/useId.js']);
  });

  // A module graph as rolldown gives it: an import() is listed among importedIds too.
  const modules: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
    '/r/shell/routing/RenderedScreen.tsx': { importedIds: ['/r/renderer/ScreenRenderer.tsx'], dynamicallyImportedIds: [] },
    '/r/renderer/ScreenRenderer.tsx': { importedIds: ['/r/renderer/list/ListView.tsx', '/r/renderer/form/FormView.tsx'], dynamicallyImportedIds: ['/r/renderer/form/FormView.tsx'] },
    '/r/renderer/list/ListView.tsx': { importedIds: ['/r/renderer/ScreenRenderer.tsx'], dynamicallyImportedIds: [] },
    '/r/renderer/form/FormView.tsx': { importedIds: ['/r/node_modules/@rjsf/core/index.js'], dynamicallyImportedIds: [] },
  };
  const graph = { getModuleInfo: (id: string) => modules[id] ?? null };

  it('gathers what the first screen imports statically, through cycles, and leaves its lazy parts out', () => {
    expect([...staticClosure(graph, ['/r/shell/routing/RenderedScreen.tsx'])].sort()).toEqual([
      '/r/renderer/ScreenRenderer.tsx',
      '/r/renderer/list/ListView.tsx',
      '/r/shell/routing/RenderedScreen.tsx',
    ]);
  });

  it('names the chunk of those modules first-screen and leaves every other module to the others', () => {
    const group = firstScreenGroup(['shell/routing/RenderedScreen.tsx'], '/r');
    expect(group.name('/r/renderer/list/ListView.tsx', graph)).toBe('first-screen');
    expect(group.name('/r/renderer/form/FormView.tsx', graph)).toBeNull();
    expect(group.name('/r/node_modules/@rjsf/core/index.js', graph)).toBeNull();
  });
});
