import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addKey, parseArguments } from './locale-add.ts';

const LOCALES = ['de', 'en', 'fr'];
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function project(texts: Record<string, Record<string, string>>): string {
  dir = mkdtempSync(path.join(tmpdir(), 'locale-add-'));
  for (const locale of LOCALES) writeFileSync(path.join(dir, `${locale}.json`), `${JSON.stringify(texts[locale] ?? {}, null, 2)}\n`);
  return dir;
}
const read = (locale: string) => readFileSync(path.join(dir, `${locale}.json`), 'utf8');

describe('npm run locale:add', () => {
  it('writes the key to every locale in its sorted place, and names the locales left with the English text', () => {
    project({ en: { 'a.first': 'First', 'c.last': 'Last' }, de: { 'a.first': 'Erste', 'c.last': 'Letzte' }, fr: {} });
    const untranslated = addKey(parseArguments(['b.middle', 'Middle', 'de=Mitte'], LOCALES), dir, LOCALES);
    expect(read('en')).toBe('{\n  "a.first": "First",\n  "b.middle": "Middle",\n  "c.last": "Last"\n}\n');
    expect(read('de')).toBe('{\n  "a.first": "Erste",\n  "b.middle": "Mitte",\n  "c.last": "Letzte"\n}\n');
    // The English stands in for the missing translation, so that tests/unit/locale-leftovers names the key.
    expect(JSON.parse(read('fr'))).toEqual({ 'b.middle': 'Middle' });
    expect(untranslated).toEqual(['fr']);
  });

  it('refuses a key already present unless --replace, which keeps the texts of the locales not given', () => {
    project({ en: { k: 'Old' }, de: { k: 'Alt' }, fr: { k: 'Old' } });
    expect(() => addKey(parseArguments(['k', 'New'], LOCALES), dir, LOCALES)).toThrow("'k' is already in de, en, fr; give --replace");
    expect(addKey(parseArguments(['k', 'Old', 'fr=Ancien', '--replace'], LOCALES), dir, LOCALES)).toEqual([]);
    expect([read('en'), read('de'), read('fr')].map((text) => JSON.parse(text).k)).toEqual(['Old', 'Alt', 'Ancien']);
  });

  it('says how to call it on a missing text or an unknown locale', () => {
    expect(() => parseArguments(['only.key'], LOCALES)).toThrow('usage: npm run locale:add');
    expect(() => parseArguments(['k', 'Text', 'xx=Text'], LOCALES)).toThrow("'xx=Text' is not <locale>=<text> with a locale of de, fr");
  });
});
