// Comments, docs and schemas point only at what a reader of the repository has: no issue numbers
// (say what the thing is instead), no paths outside the repository (the REST contract is contract/),
// and no citations of the specification documents, which are not in the repository (state the rule
// itself). Checks every tracked text file but contract/ and package-lock.json.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const RULES: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\bissues?[ -]?#?\d/i, why: 'an issue number: say what the thing is instead' },
  { pattern: /\.\.\/shared\b|\/work\/shared\b/, why: 'a path outside the repository (the contract is contract/)' },
  { pattern: /\bconsole-(?:shell|data)\b/, why: 'a specification document outside the repository: state the rule itself' },
];

const NOT_CHECKED = (file: string) => file.startsWith('contract/') || file === 'package-lock.json';

// Files whose references are still to be swept (empty: every file is clean; keep it so).
const PENDING_SWEEP: readonly string[] = [];

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0');
  return listed.filter((file) => file !== '' && !NOT_CHECKED(file) && fs.existsSync(path.join(ROOT, file)));
}

/** "file:line: why | text" for each line of the file that breaks a rule; binary files have none. */
function referencesIn(file: string): string[] {
  const bytes = fs.readFileSync(path.join(ROOT, file));
  if (bytes.includes(0)) return [];
  return bytes
    .toString('utf8')
    .split('\n')
    .flatMap((text, index) =>
      RULES.filter(({ pattern }) => pattern.test(text)).map(({ why }) => `${file}:${index + 1}: ${why} | ${text.trim()}`),
    );
}

describe('references in the repository', () => {
  const files = trackedTextFiles();

  it('has no issue numbers, outside paths or specification citations in tracked files', () => {
    const found = files.filter((file) => !PENDING_SWEEP.includes(file)).flatMap(referencesIn);
    expect(found).toEqual([]);
  });

  it('lists in the pending sweep only files that still need it', () => {
    const done = PENDING_SWEEP.filter((file) => !files.includes(file) || referencesIn(file).length === 0);
    expect(done, 'delete these from PENDING_SWEEP').toEqual([]);
  });
});
