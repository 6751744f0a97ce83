// npm start: builds the console when dist/ is missing or older than its sources, then runs the
// sandbox server on 127.0.0.1:$PORT (default 8180) and prints the console URL and demo accounts.
// Flags: --reset (delete the data folder and seed again). Environment: see server/settings.ts.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { serve } from '../server/main.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/seed/index.ts';
import { consoleBuildState, ROOT } from './console-build.ts';

function buildConsoleIfNeeded(): void {
  const state = consoleBuildState();
  if (state === 'fresh') return;
  console.log(state === 'stale' ? 'The console sources changed: rebuilding…' : 'Building the console…');
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--configLoader', 'runner'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The console build failed (see above); fix it or run "npm run build" to see the errors.');
    process.exit(1);
  }
}

buildConsoleIfNeeded();
try {
  const server = await serve(process.argv.slice(2), process.env, { consoleDir: path.join(ROOT, 'dist') });
  const port = new URL(server.url).port;
  console.log(`\nIdentity console: http://localhost:${port}/idmdash/`);
  console.log(`REST API:         http://localhost:${port}/IDMProv/rest/`);
  console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.username.padEnd(10)} ${account.description}`);
  console.log('\nPress Ctrl-C to stop.');
} catch (error) {
  console.error(`The server did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
