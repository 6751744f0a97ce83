// English left in a translation: a value of any translated locale (domain/locales.ts) that is word for word the English one is
// either a word that language uses too (a name, an abbreviation, a loanword such as German
// 'Status') or a text nobody translated. The first kind is listed here, reviewed, per language; any
// other value equal to the English fails, naming its key. (The browser-side count of English words
// on screen is scripts/i18n-leftovers.ts.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES_AWAITING_FILES, TRANSLATED_LOCALES } from '../../domain/locales.ts';
import { AWAITING_FILE, readAwaiting } from '../../scripts/awaiting-translation.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const texts = (locale: string) => JSON.parse(readFileSync(path.join(ROOT, 'public/locales', `${locale}.json`), 'utf8')) as Record<string, string>;

/** Names and abbreviations every language keeps: protocols, formats, product and component names. */
const EVERYWHERE = ['TCP', 'UDP', 'IMAP', 'POP3', 'JSON', 'CPRS', 'DN', 'OK', 'ID', 'SoD', 'Identity Governance'];

/** Reviewed: the words of English that the language writes the same way. */
const SAME_IN: Record<string, readonly string[]> = {
  de: [
    'Build', 'Branding', 'Hardware', 'Cache', 'Clients', 'Cluster', 'Code', 'Container', 'Dashboard', 'Debug', 'Details', 'Engine', 'Filter', 'Format',
    'Info', 'Initiator', 'Logo', 'Name', 'Parallel', 'Parameter {{name}}', 'Port', 'QUORUM', 'Quorum (%)', 'SoDs', 'Status', 'Team', 'Teams',
    'Trace', 'Workflow', 'Administration', '{{name}} ({{size}} KB)', 'in {{time}}',
  ],
  fr: [
    'Action', 'Active', 'Administration', 'Build', 'Cache', 'Catalogue', 'Cluster', 'Code', 'Configuration', 'Date', 'Description', 'Fatal', 'Format',
    'Justification', 'Logo', 'Message', 'Mobile', 'Notifications', 'Package', 'Pages', 'Pagination', 'Permission', 'Permissions', 'Phrases', 'Photo',
    'Port', 'QUORUM', 'Quorum (%)', 'Type', 'Workflow', 'clients', 'Clients', 'permissions',
  ],
  es: ['General', 'Error', 'Hardware', 'No', 'Roles', 'roles'],
  it: [
    'Account', 'Build', 'Cache', 'Hardware', 'Cluster', 'Dashboard', 'Debug', 'Driver', 'Help desk', 'Home', 'Logo', 'No', 'Password', 'Provisioning', 'QUORUM',
    'Quorum (%)', 'Self-service', 'Team', 'Workflow',
  ],
  'pt-BR': ['Cache', 'Cluster', 'Driver', 'Fatal', 'Hardware', 'Item', 'SoDs', 'Status', 'drivers'],
  // Dutch administrators keep these as they are (the words are Dutch too, or the usual loanwords).
  nl: [
    'Account', 'Accounts', 'Build', 'Cache', 'Clients', 'Cluster', 'Code', 'Container', 'Containers', 'Dashboard', 'Details', 'Driver', 'Engine', 'Filters', 'Hardware', 'Help', 'Identity Console', 'Identity Governance', 'Item', 'Logo', 'Object', 'Parallel', 'Parameter {{name}}', 'Parameters', 'Product', 'Protocol', 'Provisioning', 'Proxy', 'QUORUM', 'Quorum (%)', 'Resource', 'Resources', 'Status', 'Team', 'Teams', 'Type', 'Workflow', 'clients', 'containers', 'drivers', 'items', 'resources', 'teams', '{{name}} ({{size}} KB)',
  ],
  ja: ['Identity Console', '{{name}} ({{size}} KB)'],
  'zh-CN': ['Identity Console', '{{name}} ({{size}} KB)'],
  'zh-TW': ['Identity Console', '{{name}} ({{size}} KB)'],
  ar: [],
  he: [],
  fa: ['Identity Console', '{{name}} ({{size}} KB)'],
};

/** A value with no word of its own: only placeholders, numbers and punctuation. */
const wordless = (value: string) => !/\p{L}{2,}/u.test(value.replace(/\{\{[^}]*\}\}/g, ''));

// Keys listed in i18n/awaiting-translation.json (a new screen of the studio, written with its English
// text everywhere) are reported here as awaiting translation, not failed; the list holds only keys
// that still wait.
const awaiting = new Set(readAwaiting(ROOT));

describe('no English is left in a translation', () => {
  const english = texts('en');
  it(`keys awaiting translation (${AWAITING_FILE}) are in en.json and still have the English text somewhere`, () => {
    const locales = TRANSLATED_LOCALES.filter((l) => l !== 'en').map((locale) => [locale, texts(locale)] as const);
    const report = [...awaiting].map((key) => `${key}: ${locales.filter(([, own]) => own[key] === english[key]).map(([l]) => l).join(', ')}`);
    if (report.length) console.log(`awaiting translation (${awaiting.size}):\n  ${report.join('\n  ')}`);
    expect([...awaiting].filter((key) => !(key in english))).toEqual([]);
    expect(report.filter((line) => line.endsWith(': '))).toEqual([]);
  });

  it('every translated locale has its reviewed list', () => {
    expect(TRANSLATED_LOCALES.filter((locale) => locale !== 'en' && !SAME_IN[locale])).toEqual([]);
  });

  for (const locale of TRANSLATED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: a value equal to the English is a reviewed word of ${locale}`, () => {
      const allowed = new Set([...EVERYWHERE, ...SAME_IN[locale]!]);
      const own = texts(locale);
      const left = Object.entries(own)
        .filter(([key, value]) => english[key] === value && !wordless(value) && !allowed.has(value) && !awaiting.has(key))
        .map(([key, value]) => `${key}: ${value}`);
      expect(left).toEqual([]);
    });
  }

  it('the reviewed words are still in use (a list that only grows hides nothing)', () => {
    const english = new Set(Object.values(texts('en')));
    for (const [locale, words] of Object.entries(SAME_IN).filter(([l]) => !LOCALES_AWAITING_FILES.includes(l))) {
      const own = new Set(Object.values(texts(locale)));
      expect(words.filter((word) => !(english.has(word) && own.has(word))), locale).toEqual([]);
    }
  });
});
