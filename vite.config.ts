import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { validateScreensPlugin } from './scripts/vite-plugin-validate-screens.ts';
import { screenFragmentsPlugin } from './scripts/vite-plugin-screen-fragments.ts';
import { buildInfoPlugin } from './scripts/build-info.ts';
import { slimCataloguePlugin } from './scripts/slim-catalogue.ts';
import { muiNoVarsAliases, muiNoVarsPlugin } from './scripts/mui-no-vars.ts';
import { studioPlugin } from './scripts/studio/vite-plugin-studio.ts';
import { firstScreenGroup, firstScreenPreloadPlugin } from './scripts/first-screen-preload.ts';
import { axiosXhrOnlyPlugin } from './scripts/axios-xhr-only.ts';

// Load this config with `--configLoader runner` (the package scripts and every script that starts
// vite do): the validate plugin finds the areas by importing each screens/<area>/code/index.ts at
// run time, which vite's default loader (the config bundled, then run by plain node) cannot do.
//
// The console is served under /idmdash/ (by the sandbox server, or by a real Identity
// Applications server). Its entry is index.html, which loads shell/main.tsx.
// The first screen's modules: the route default, the generic renderer and the dashboard, where most
// users land (docs/shell.md), with the dashboard area's React parts (its links card, the featured
// card's). Their chunk loads with the shell (modulepreload).
const FIRST_SCREEN = [
  'shell/routing/DefaultScreen.tsx', 'shell/routing/screenFiles.ts', 'shell/routing/RenderedScreen.tsx', 'screens/registries.ts',
  'screens/dashboard/dashboard.json', 'screens/dashboard/code/index.ts', 'screens/dashboard/code/components.tsx', 'renderer/dashboard/DashboardView.tsx',
];

export default defineConfig({
  base: '/idmdash/',
  plugins: [react(), muiNoVarsPlugin(), axiosXhrOnlyPlugin(), screenFragmentsPlugin(), validateScreensPlugin(), buildInfoPlugin(), slimCataloguePlugin(), studioPlugin(),
    firstScreenPreloadPlugin(FIRST_SCREEN)],
  resolve: { alias: muiNoVarsAliases },
  // Development only: the studio's editor (#/studio, a lazy chunk) is bundled with the other
  // dependencies at start, not found later (which would reload the page under the user).
  optimizeDeps: { include: ['codemirror', '@codemirror/lang-json', '@codemirror/lint', '@codemirror/autocomplete', '@codemirror/view'] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // scripts/size.ts reads the manifest to tell what index.html loads before the first screen.
    manifest: true,
    // The shell is deliberately one chunk of about 800 kB minified (under 165 KB gzip, see npm run size).
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Everything the first screen needs (the entry's static import graph) goes into one chunk:
        // one request, and gzip compresses it better than a dozen small shared chunks. Screens,
        // popups and dialogs stay lazy chunks of their own.
        // The MUI components (and emotion, transitions, popper) that four lazy chunks or more
        // share are one chunk too (about 60 KB gzip), fetched once with the first screen instead
        // of as dozens of small shared chunks (npm run bench:startup: 106 requests → 74).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 3 },
            // The first screen's modules, one chunk (npm run bench:startup: 76 requests → 36).
            { ...firstScreenGroup(FIRST_SCREEN), priority: 2 },
            // The picker and the generic member dialog, one chunk: the areas' member dialogs
            // (screens/groups, screens/teams code/components.tsx) share them with the picker.
            { name: 'Picker', test: /[\\/]widgets[\\/](picker|dialogs)[\\/]/, priority: 1 },
            { name: 'mui', test: /[\\/]node_modules[\\/](@mui|@emotion|react-transition-group|@popperjs|clsx)[\\/]/, minShareCount: 4, priority: 1 },
          ],
        },
      },
    },
  },
});
