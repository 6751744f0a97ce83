import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { muiNoVarsAliases } from './scripts/mui-no-vars.ts';
import { screenFragmentsPlugin } from './scripts/vite-plugin-screen-fragments.ts';
import DurationSequencer from './tests/order/durationSequencer.ts';

// Three projects: plain TypeScript tests run in node; component tests (*.test.tsx) in jsdom;
// browser tests (tests/browser/**/*.e2e.ts) drive Debian's Chromium through playwright-core against
// the sandbox server, after the other two, two files at a time (one Chromium and one sandbox per
// worker, restored from a snapshot for each file: tests/browser/harness.ts).
export default defineConfig({
  // Shared by the projects (extends: true): the aliases of vite.config.ts, and screens imported by
  // tests have their fragments expanded as in the build.
  resolve: { alias: muiNoVarsAliases },
  plugins: [screenFragmentsPlugin()],
  test: {
    // Several tests do real work (validating the whole project, rendering a form in jsdom, an
    // in-process sandbox): on two loaded cores they pass in 3-6 s, so vitest's 5 s default
    // failed them for the machine's load, not for a fault.
    testTimeout: 15_000,
    // A worker's first server seeds the template its later servers copy (tests/server/harness.ts).
    hookTimeout: 60_000,
    // vitest's default for a run is one worker fewer than the cores: one worker on this 2-core
    // machine, leaving a core idle while a file imports or a browser test waits on the page.
    maxWorkers: 2,
    // The longest files first, so that neither worker is left alone with a long file at the end.
    sequence: { sequencer: DurationSequencer },
    // The JSON report lets .ci/run print one closing 'N passed, N failed' line.
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-report.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The files of a worker share one module graph (no file mocks modules or leaves global
          // state behind): the server, the validator and the catalogue are imported once per worker,
          // not once per file. The jsdom files need isolation (React, msw and i18n state): below.
          isolate: false,
          include: ['{domain,api,renderer,widgets,shell,server,scripts,screens,tests}/**/*.test.ts'],
        },
      },
      {
        extends: true,
        // vmThreads: each file gets a fresh VM context (its own jsdom, React, msw and i18n state, as
        // isolation needs) inside a kept worker, instead of a new process that imports jsdom, MUI
        // and rjsf again: the 62 files took 190 s that way and 72 s this way, on the idle machine.
        // The VM's loader knows no "module-sync" condition and would take two packages' CommonJS
        // builds (react-router-dom's requires an .mjs; axios's node build pulls form-data's
        // polyfills): their ES module builds are named here, as a browser would load them.
        resolve: {
          alias: {
            'react-router-dom': fileURLToPath(import.meta.resolve('react-router-dom').replace(/index\.js$/, 'index.mjs')),
            axios: fileURLToPath(new URL('./node_modules/axios/dist/esm/axios.js', import.meta.url)),
          },
        },
        test: {
          name: 'dom',
          environment: 'jsdom',
          pool: 'vmThreads',
          setupFiles: ['tests/setup/vm-globals.ts'],
          include: ['{api,renderer,widgets,shell,screens,tests}/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.e2e.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          // One Chromium and one sandbox per worker, kept across its files (harness.ts): the files
          // of a worker share this module graph instead of importing the server and playwright anew.
          isolate: false,
          // After the node and jsdom projects, not beside them: on two cores the browser and the
          // server under test would slow the others' timed tests (and be slowed by them).
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
