// The glossary of docs/i18n.md, checked against the locale files: for every locale and every
// identity-management term, each key whose English text names the term has a translation that
// uses the locale's word for it (one of the cell's stems). A text that says "Zuweisen" where the
// English says "Grant" fails with its key.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES } from '../../domain/locales.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const texts = (locale: string) => JSON.parse(readFileSync(path.join(ROOT, 'public/locales', `${locale}.json`), 'utf8')) as Record<string, string>;

/** The English words of each term, as whole words. */
const TERMS: Readonly<Record<string, RegExp>> = {
  grant: /\bgrant(s|ed|ing)?\b/i,
  revoke: /\brevo(ke|kes|ked|king|cation|cations)\b/i,
  approve: /\bapprov(e|es|ed|ing|al|als|er|ers)\b/i,
  deny: /\b(deny|denies|denied|denial)\b/i,
  retract: /\bretract(s|ed|ing|ion)?\b/i,
  delegate: /\bdelegat(e|es|ed|ing|ion|ions|or|ors)\b/i,
  proxy: /\bprox(y|ies)\b/i,
  role: /\broles?\b/i,
  // Human Resources (a department) is not the identity-management term.
  resource: /\b(?<!human )resources?\b/i,
  entitlement: /\bentitlements?\b/i,
};

/** The glossary table of docs/i18n.md: locale → term → stems. */
function glossary(): Map<string, Record<string, string[]>> {
  const lines = readFileSync(path.join(ROOT, 'docs/i18n.md'), 'utf8').split('\n');
  const header = lines.findIndex((line) => /^\| Locale \|/.test(line));
  const cells = (line: string) => line.split('|').slice(1, -1).map((cell) => cell.trim());
  const terms = cells(lines[header]!).slice(1);
  const table = new Map<string, Record<string, string[]>>();
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [locale, ...stems] = cells(line);
    table.set(locale!, Object.fromEntries(terms.map((term, i) => [term, stems[i]!.split(' / ').map(normal)])));
  }
  return table;
}

/** Lower case, composed, without Arabic and Hebrew vowel marks: the form stems are compared in. */
function normal(text: string): string {
  return text.normalize('NFC').replace(/[\u064B-\u0652\u0670\u0591-\u05C7]/g, '').toLowerCase();
}

describe('the glossary of docs/i18n.md', () => {
  const table = glossary();
  const english = texts('en');

  it('has a row for every translated locale, with every term', () => {
    for (const locale of TRANSLATED_LOCALES.filter((l) => l !== 'en')) {
      expect(Object.keys(table.get(locale) ?? {}), locale).toEqual(Object.keys(TERMS));
    }
  });

  it.each(TRANSLATED_LOCALES.filter((l) => l !== 'en'))('is followed by every text of %s', (locale) => {
    const own = texts(locale);
    const stems = table.get(locale)!;
    const strays: string[] = [];
    for (const [term, words] of Object.entries(TERMS)) {
      for (const [key, text] of Object.entries(english)) {
        if (words.test(text) && !stems[term]!.some((stem) => normal(own[key] ?? '').includes(stem))) strays.push(`${term}: ${key}: ${own[key]}`);
      }
    }
    expect(strays).toEqual([]);
  });

  it('tells grant from assign in German', () => {
    const german = texts('de');
    expect(german['history.action.grant']).toBe('Gewähren');
    // Texts that start with the action (Grant, Grant permissions, Grant approval) name no assignment.
    expect(Object.entries(english).filter(([key, text]) => /^grant\b/i.test(text) && /zuweis/i.test(german[key]!))).toEqual([]);
  });
});
