// npm run validate as a command: exit 0 on the project, exit 1 with file:line:column and the JSON
// pointer when a screen is broken.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './fixture-project.ts';

const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'validate-cli-'));
// The code folders too: validate reports catalogue calls that neither a screen nor the console's code uses.
for (const dir of ['schemas', 'screens', 'api', 'shell', 'renderer', 'widgets', 'domain', 'public/locales']) fs.cpSync(path.join(ROOT, dir), path.join(copy, dir), { recursive: true });
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

const runCli = () => spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'scripts/validate-screens.ts'), '--root', copy], { encoding: 'utf8' });

// Each test starts the command in a process of its own, which compiles the validator with tsx (3 s
// on the idle machine): the 15 s default was too short when the machine was busy.
const CLI_TIMEOUT = 60_000;

describe('npm run validate (CLI)', () => {
  it('exits 0 on valid definitions', () => {
    const result = runCli();
    expect(result.stdout).toContain('screen definitions valid');
    expect(result.status).toBe(0);
  }, CLI_TIMEOUT);

  it('exits 1 and prints file:line:column, pointer and fix for an unknown widget', () => {
    const file = path.join(copy, 'screens/users/create.json');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('"widget": "password"', '"widget": "passwrd"'));
    const result = runCli();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^screens\/users\/create\.json:\d+:\d+ \/fields\/4\/widget unknown widget 'passwrd'; did you mean 'password'\?$/m);
    expect(result.stderr).toContain('1 problem in the screen definitions');
  }, CLI_TIMEOUT);
});
