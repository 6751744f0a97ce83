// npm test and npm run test:quick: the project's checks side by side, then vitest.
//
//   npm test              typecheck, lint, validate, typegen --check, size; then every vitest project
//   npm run test:quick    the same checks; then the node and jsdom projects (no browser files)
//
// The checks are independent, so two run at a time (one per core); each one's output is printed
// whole when it ends, with its time. The first failing check stops the run before vitest starts,
// as the former `a && b && ...` chain did. Extra arguments go to vitest.
//
// Measured and left: the checks beside vitest at nice 19, to use the cores' idle time. Beside the
// node and jsdom files test:quick took 207 s against 42 + 167 s one after the other (those files keep
// both cores busy); beside the browser files, the files that ran with them took 20-35 % longer
// (a11y 202 s against 150 s) and npm test was no faster. There is no idle time to fill.
import { spawn } from 'node:child_process';
import { ROOT } from './console-build.ts';

// The longest check first (lint, one thread), the others in the second lane: typecheck single-threaded
// here, since TypeScript 7's parallel checkers would take the core lint runs on (measured in a
// fresh clone: lint took 41 s beside TypeScript 5.9's one-thread check, 52 s beside TypeScript 7's
// parallel one).
const CHECKS: string[][] = [['lint'], ['typecheck', '--', '--singleThreaded'], ['validate'], ['typegen', '--', '--check'], ['size']];
const PARALLEL = 2;

interface Outcome {
  name: string;
  code: number;
  output: string;
  seconds: number;
}

function npmRun(args: string[]): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', ...args], { cwd: ROOT, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ name: args.join(' '), code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Runs the checks, PARALLEL at a time, printing each when it ends; true when all passed. */
async function runChecks(): Promise<boolean> {
  const queue = [...CHECKS];
  let passed = true;
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const outcome = await npmRun(next);
      const status = outcome.code === 0 ? 'ok' : `FAILED (exit ${outcome.code})`;
      console.log(`\n── npm run ${outcome.name}: ${status} in ${outcome.seconds.toFixed(1)} s`);
      if (outcome.output.trim()) console.log(outcome.output.trimEnd());
      if (outcome.code !== 0) {
        passed = false;
        queue.length = 0;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, lane));
  return passed;
}

const quick = process.argv.includes('--quick');
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== '--quick');
const started = Date.now();
if (!(await runChecks())) process.exit(1);
console.log(`\n── checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s; vitest${quick ? ' (node and jsdom projects)' : ''}`);
const vitest = spawn('npx', ['vitest', 'run', ...(quick ? ['--project', 'node', '--project', 'dom'] : []), ...vitestArgs], { cwd: ROOT, stdio: 'inherit' });
vitest.on('close', (code) => {
  console.log(`\n── npm ${quick ? 'run test:quick' : 'test'}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  process.exit(code ?? 1);
});
