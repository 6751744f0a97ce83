// The README's "Add a screen" walkthrough, kept true: the files it says to create and the texts its
// `npm run locale:add` commands write, put into the project in memory, pass `npm run validate`
// (validateProject) and the leftovers rule (no translation equal to the English); the mistake it
// shows gives the message it quotes. (The walkthrough was followed by hand from a fresh clone,
// `npm start` included, when it was written.)
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSOLE_LOCALE_CODES } from '../../domain/locales.ts';
import { parseArguments, withKey } from '../../scripts/locale-add.ts';
import type { Overlay } from '../../scripts/validate/files.ts';
import { validateProject } from '../../scripts/validate/index.ts';
import { ROOT } from './fixture-project.ts';

const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const walkthrough = readme.slice(readme.indexOf('## Add a screen'), readme.indexOf('**Beyond a plain list.**'));
const dedent = (block: string) => block.replace(/^ {3}/gm, '');

/** The files the walkthrough creates: "Create `<file>`:" (or "`<file>`:") followed by a JSON block. */
const created = [...walkthrough.matchAll(/`(screens\/[^`]+\.json)`:\s*\n\s*```json\n([\s\S]*?)```/g)].map(([, file, text]) => ({ file: file!, text: dedent(text!) }));

/** The arguments of each `npm run locale:add -- …` command, as a shell splits them. */
const localeCommands = [...walkthrough.matchAll(/npm run locale:add -- ((?:[^\n]|\\\n)*?)(?<!\\)\n/g)]
  .map(([, args]) => args!.replace(/\\\n\s*/g, ' '))
  .filter((args) => !args.includes('<key>'))
  .map((args) => [...args.matchAll(/(?:[^\s"]+="[^"]*"|"[^"]*"|\S+)/g)].map(([word]) => word.replace(/"/g, '')));

function project(): Overlay {
  const overlay: Overlay = Object.fromEntries(created.map(({ file, text }) => [file, text]));
  for (const locale of CONSOLE_LOCALE_CODES) {
    const file = `public/locales/${locale}.json`;
    let text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const args of localeCommands) {
      const { key, english, translations } = parseArguments(args);
      text = withKey(text, key, locale === 'en' ? english : (translations[locale] ?? english));
    }
    overlay[file] = text;
  }
  return overlay;
}

describe('README: Add a screen', () => {
  it('creates a screen and its manifest, and adds texts in every locale', () => {
    expect(created.map(({ file }) => file)).toEqual(['screens/categories/list.json', 'screens/categories/area.json']);
    expect(localeCommands.length).toBeGreaterThan(0);
    for (const args of localeCommands) expect(Object.keys(parseArguments(args).translations).sort()).toEqual(CONSOLE_LOCALE_CODES.filter((l) => l !== 'en').sort());
  });

  it('passes npm run validate once followed, and the mistake it shows gives the message it quotes', () => {
    const overlay = project();
    expect(validateProject(ROOT, { overlay })).toEqual([]);
    const quoted = /```\n\s*(screens\/categories\/list\.json:\d+:\d+ \S+ .*)\n/.exec(walkthrough)![1]!;
    const list = 'screens/categories/list.json';
    const wrong = validateProject(ROOT, { overlay: { ...overlay, [list]: overlay[list]!.replace('"categories.roles"', '"categories.role"') } });
    expect(wrong.map((d) => `${d.file}:${d.line}:${d.column} ${d.pointer} ${d.message}`)).toEqual([quoted]);
  });

  it('translates every text it adds (no text equal to the English)', () => {
    for (const args of localeCommands) {
      const { key, english, translations } = parseArguments(args);
      expect(Object.entries(translations).filter(([, text]) => text === english), key).toEqual([]);
    }
  });
});
