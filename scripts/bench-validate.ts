// npm run bench:validate: `npm run validate` over 100 generated screen files.
// Prints human lines; with --json one JSON object per line: {name, value, unit, baseline, ratio}.
//  - validate-100-screens: a cold validateProject in process (schemas compiled, every file parsed,
//    every check), median of 5; baseline: Ajv alone compiling the screen schema and validating the
//    same 100 files.
//  - validate-100-screens-again: validateProject once more in the same process, as the studio and
//    the fixture tests run it (compiled schemas and unchanged files kept); baseline: the cold run.
//  - validate-cli-100-screens: wall time of the CLI as `npm run validate` runs it (tsx, node start);
//    baseline: wall time of tsx running an empty script, the start-up cost every run pays.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { forgetValidationCaches, validateProject } from './validate/index.ts';
import { CONSOLE_CODE_DIRS } from './validate/callUses.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCREEN_COUNT = 100;
const RUNS = 5;

/** A project folder with the real schemas, locales, catalogue and screens, and 100 more screens; the screen files to validate. */
function makeProject(): { dir: string; screenFiles: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-validate-'));
  // The console's code too: the catalogue check reads which calls it uses (scripts/validate/callUses.ts).
  for (const sub of new Set(['schemas', 'public/locales', 'screens', ...CONSOLE_CODE_DIRS])) fs.cpSync(path.join(ROOT, sub), path.join(dir, sub), { recursive: true });
  const routes: object[] = [];
  const templates = ['list.json', 'create.json'].map((f) => fs.readFileSync(path.join(ROOT, 'screens/users', f), 'utf8'));
  fs.mkdirSync(path.join(dir, 'screens/bench'));
  const screenFiles: string[] = [];
  for (let i = 0; i < SCREEN_COUNT; i++) {
    const file = `screens/bench/screen-${i}.json`;
    fs.writeFileSync(path.join(dir, file), templates[i % 2]!);
    routes.push({ path: `/bench/${i}`, screen: `screen-${i}.json`, pageKey: 'bench', titleKey: 'route.default.title' });
    screenFiles.push(path.join(dir, file));
  }
  fs.writeFileSync(path.join(dir, 'screens/bench/area.json'), JSON.stringify({ routes }, null, 2));
  // The baseline validates every screen file validateProject does: the project's and the generated.
  const projectScreens = fs
    .readdirSync(path.join(dir, 'screens'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json') && !file.startsWith('fragments') && !file.startsWith('bench') && path.basename(file) !== 'area.json')
    .map((file) => path.join(dir, 'screens', file));
  return { dir, screenFiles: [...projectScreens, ...screenFiles] };
}

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function time(run: () => void): number {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  return median(samples);
}

function ajvAlone(screenFiles: string[]) {
  const ajv = new Ajv({ allErrors: true, discriminator: true, strict: false });
  ajv.addSchema(JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/screen.schema.json'), 'utf8')));
  for (const f of fs.readdirSync(path.join(ROOT, 'schemas/widgets'))) ajv.addSchema(JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/widgets', f), 'utf8')));
  const validate = ajv.getSchema('screen.schema.json')!;
  for (const file of screenFiles) validate(JSON.parse(fs.readFileSync(file, 'utf8')));
}

const { dir, screenFiles } = makeProject();
try {
  const problems = validateProject(dir);
  if (problems.length) throw new Error(`the generated project should be valid, got ${problems.length} problems: ${problems[0]!.message}`);
  const value = time(() => {
    forgetValidationCaches();
    validateProject(dir);
  });
  validateProject(dir);
  const again = time(() => validateProject(dir));
  const baseline = time(() => ajvAlone(screenFiles));

  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const empty = path.join(dir, 'empty.ts');
  fs.writeFileSync(empty, '');
  const wall = (args: string[]) =>
    time(() => {
      const result = spawnSync(tsx, args, { cwd: ROOT, encoding: 'utf8' });
      if (result.status !== 0 && args[0] !== empty) throw new Error(result.stderr);
    });
  const cli = wall([path.join(ROOT, 'scripts/validate-screens.ts'), '--root', dir]);
  const startup = wall([empty]);

  const lines = [
    { name: 'validate-100-screens', value, unit: 'ms', baseline, ratio: value / baseline },
    { name: 'validate-100-screens-again', value: again, unit: 'ms', baseline: value, ratio: again / value },
    { name: 'validate-cli-100-screens', value: cli, unit: 'ms', baseline: startup, ratio: cli / startup },
  ].map((l) => ({ ...l, value: Math.round(l.value), baseline: Math.round(l.baseline), ratio: Math.round(l.ratio * 100) / 100 }));

  if (process.argv.includes('--json')) for (const l of lines) console.log(JSON.stringify(l));
  else {
    console.log(`validateProject over the project's screens and ${SCREEN_COUNT} more: ${lines[0]!.value} ms (Ajv alone on the same files: ${lines[0]!.baseline} ms, ratio ${lines[0]!.ratio})`);
    console.log(`the same validateProject again in the process: ${lines[1]!.value} ms (ratio to the cold run ${lines[1]!.ratio})`);
    console.log(`npm run validate (tsx CLI) over the same project: ${lines[2]!.value} ms wall (tsx start-up alone: ${lines[2]!.baseline} ms)`);
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
