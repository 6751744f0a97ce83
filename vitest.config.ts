import { defineConfig } from 'vitest/config';
import { muiNoVarsAliases } from './scripts/mui-no-vars.ts';

// Two projects: plain TypeScript tests run in node; component tests (*.test.tsx) in jsdom.
// Browser tests (tests/browser/**/*.e2e.ts) drive Debian's Chromium through playwright-core
// against the sandbox server and run one file at a time.
export default defineConfig({
  resolve: { alias: muiNoVarsAliases },
  test: {
    // The JSON report lets .ci/run print one closing 'N passed, N failed' line.
    reporters: ['default', ['json', { outputFile: '.tmp/vitest-report.json' }]],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['{api,renderer,widgets,shell,server,scripts,tests}/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['{api,renderer,widgets,shell,tests}/**/*.test.tsx'],
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['tests/browser/**/*.e2e.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
