import { defineConfig } from 'vitest/config';

// Two projects: plain TypeScript tests run in node; component tests (*.test.tsx) in jsdom.
// Browser tests (tests/browser/**/*.e2e.ts) drive Debian's Chromium through playwright-core
// against the sandbox server and run one file at a time.
export default defineConfig({
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
    ],
  },
});
