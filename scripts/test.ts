// npm test and npm run test:quick: the project's checks beside vitest.
//
//   npm test              typecheck, lint, validate, typegen --check, size; and every vitest project
//   npm run test:quick    the same checks; and the node and jsdom projects (no browser files)
//
// `size` builds the console first (the browser files' global setup would otherwise build it at the
// same time, into the same dist/). Then vitest starts, and the other checks run beside it at the
// lowest CPU priority: vitest's workers leave about a fifth of the two cores idle while files import
// and pages wait, and the checks fill that time instead of running before vitest on cores of their
// own (measured in a fresh clone: 42 s of checks before vitest). At nice 19 they take from vitest
// only what it does not use, so its timed tests see the machine as before.
//
// A failing check ends the run at once: vitest is stopped and the check's output printed, as the
// former `a && b && ...` chain stopped before vitest. Each check's output is printed whole when it
// ends, with its time. Extra arguments go to vitest.
import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT } from './console-build.ts';

/** Before vitest: the console's build, which the browser files serve. */
const BUILD_CHECK = ['size'];
/** Beside vitest, one after another at the lowest priority: the longest first. */
const BACKGROUND_CHECKS: string[][] = [['lint'], ['typecheck', '--', '--singleThreaded'], ['validate'], ['typegen', '--', '--check']];

interface Outcome {
  name: string;
  code: number;
  output: string;
  seconds: number;
}

const running = new Set<ChildProcess>();

function npmRun(args: string[], { background = false } = {}): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const command = background ? ['nice', '-n', '19', 'npm'] : ['npm'];
    const child = spawn(command[0]!, [...command.slice(1), 'run', '--silent', ...args], {
      cwd: ROOT,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      detached: true,
    });
    running.add(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      running.delete(child);
      resolve({ name: args.join(' '), code: code ?? 1, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

function report(outcome: Outcome): boolean {
  const status = outcome.code === 0 ? 'ok' : `FAILED (exit ${outcome.code})`;
  console.log(`\n── npm run ${outcome.name}: ${status} in ${outcome.seconds.toFixed(1)} s`);
  if (outcome.output.trim()) console.log(outcome.output.trimEnd());
  return outcome.code === 0;
}

/** Ends every child's process group (vitest's workers, a check's tools). */
function stopAll(): void {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

const quick = process.argv.includes('--quick');
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--quick');
const started = Date.now();
const elapsed = () => ((Date.now() - started) / 1000).toFixed(0);
const finish = (code: number) => {
  console.log(`\n── npm ${quick ? 'run test:quick' : 'test'}: ${elapsed()} s${code === 0 ? '' : ' (failed)'}`);
  process.exit(code);
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

if (!report(await npmRun(BUILD_CHECK))) finish(1);

const checks = (async () => {
  for (const check of BACKGROUND_CHECKS) {
    if (!report(await npmRun(check, { background: true }))) {
      console.log('\n── a check failed: vitest is stopped');
      stopAll();
      finish(1);
    }
  }
  console.log(`\n── checks passed (${elapsed()} s after the start)`);
})();

console.log(`\n── vitest${quick ? ' (node and jsdom projects)' : ''}, the other checks beside it at low priority`);
const vitest = spawn('npx', ['vitest', 'run', ...(quick ? ['--project', 'node', '--project', 'dom'] : []), ...vitestArgs], { cwd: ROOT, stdio: 'inherit', detached: true });
running.add(vitest);
const vitestCode = await new Promise<number>((resolve) => vitest.on('close', (code) => resolve(code ?? 1)));
running.delete(vitest);
await checks;
finish(vitestCode);
