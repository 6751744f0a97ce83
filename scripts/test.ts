// npm test and npm run test:quick: the project's checks and vitest.
//
//   npm test              typecheck, lint, validate, typegen --check, size; and every vitest project
//   npm run test:quick    the same checks; and the node and jsdom projects (no browser files)
//
// `size` builds the console first (the browser files serve dist/). Then vitest runs the node and
// jsdom projects on both cores, and then the browser project with the other checks beside it at the
// lowest CPU priority: while the browser files run, about an eighth of the two cores is idle (pages
// and the sandbox wait on each other; vmstat in a fresh clone), and the checks (42 s on both cores
// when they ran before vitest) use that time instead. At nice 19 they take only what the browser
// files leave. Beside the node and jsdom files they gained nothing: those keep both cores busy. In
// test:quick (and with extra arguments, which go to vitest) there is one vitest run, with the
// checks beside it.
//
// The two runs' JSON reports are merged into .tmp/vitest-report.json (scripts/vitest-reports.ts).
// A failing check ends the run at once: vitest is stopped and the check's output printed, as the
// former `a && b && ...` chain stopped before vitest. Each check's output is printed whole when it
// ends, with its time.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './console-build.ts';
import { mergeReports, type VitestReport } from './vitest-reports.ts';

/** Before vitest: the console's build, which the browser files serve. */
const BUILD_CHECK = ['size'];
/** Beside the last vitest run, one after another at the lowest priority: the longest first. */
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

/** One vitest run; its JSON report at `report` when given. Resolves with its exit code. */
async function vitestRun(args: string[], report?: string): Promise<number> {
  const vitest = spawn('npx', ['vitest', 'run', ...args, ...(report ? [`--outputFile.json=${report}`] : [])], { cwd: ROOT, stdio: 'inherit', detached: true });
  running.add(vitest);
  const code = await new Promise<number>((resolve) => vitest.on('close', (exit) => resolve(exit ?? 1)));
  running.delete(vitest);
  return code;
}

/** The checks, one after another at the lowest priority; the first failure ends the run. */
async function backgroundChecks(): Promise<void> {
  for (const check of BACKGROUND_CHECKS) {
    if (!report(await npmRun(check, { background: true }))) {
      console.log('\n── a check failed: vitest is stopped');
      stopAll();
      finish(1);
    }
  }
  console.log(`\n── checks passed (${elapsed()} s after the start)`);
}

const UNITS = ['--project', 'node', '--project', 'dom'];
if (quick || vitestArgs.length > 0) {
  console.log(`\n── vitest${quick ? ' (node and jsdom projects)' : ''}, the other checks beside it at low priority`);
  const checks = backgroundChecks();
  const code = await vitestRun([...(quick ? UNITS : []), ...vitestArgs]);
  await checks;
  finish(code);
} else {
  const reports = ['.tmp/vitest-report-units.json', '.tmp/vitest-report-browser.json'];
  for (const file of reports) rmSync(path.join(ROOT, file), { force: true });
  console.log('\n── vitest: the node and jsdom projects');
  const unitsCode = await vitestRun(UNITS, reports[0]);
  console.log(`\n── vitest: the browser project (${elapsed()} s after the start), the other checks beside it at low priority`);
  const checks = backgroundChecks();
  const browserCode = await vitestRun(['--project', 'browser'], reports[1]);
  await checks;
  const merged = mergeReports(reports.filter((file) => existsSync(path.join(ROOT, file))).map((file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as VitestReport));
  writeFileSync(path.join(ROOT, '.tmp', 'vitest-report.json'), JSON.stringify(merged));
  finish(unitsCode || browserCode);
}
