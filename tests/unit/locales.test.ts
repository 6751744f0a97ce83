// The console's thirteen locales (domain/locales.ts): the list, each translation file complete
// (every key of en.json, the plural forms its language has by Intl.PluralRules, the same
// placeholders), plurals as i18next picks them, and the matching of server and browser locales.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { CONSOLE_LOCALE_CODES, consoleLocaleOf, LOCALES_AWAITING_FILES, TRANSLATED_LOCALES } from '../../domain/locales.ts';
import { directoryLocale } from '../../domain/localeKeys.ts';
import { SUPPORTED_LOCALES } from '../../server/routes/locales.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const file = (locale: string) => path.join(ROOT, 'public/locales', `${locale}.json`);
const texts = (locale: string) => JSON.parse(readFileSync(file(locale), 'utf8')) as Record<string, string>;
const english = texts('en');
const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]).sort();

describe('the locale list', () => {
  it('is the thirteen locales of the console, English first', () => {
    expect(CONSOLE_LOCALE_CODES).toEqual(['en', 'de', 'fr', 'es', 'it', 'pt-BR', 'nl', 'ja', 'zh-CN', 'zh-TW', 'ar', 'he', 'fa']);
  });

  it('is what the sandbox supports', () => {
    expect(SUPPORTED_LOCALES.map((l) => l.locale)).toEqual(CONSOLE_LOCALE_CODES);
  });

  it('has a file for every translated locale, and only those wait for one that are listed', () => {
    expect(TRANSLATED_LOCALES.filter((locale) => !existsSync(file(locale)))).toEqual([]);
    expect(LOCALES_AWAITING_FILES.every((locale) => CONSOLE_LOCALE_CODES.includes(locale))).toBe(true);
  });

  it('stores localized names under the directory keys of the spec', () => {
    expect(CONSOLE_LOCALE_CODES.map(directoryLocale)).toEqual(['en', 'de', 'fr', 'es', 'it', 'pt-BR', 'nl', 'ja', 'zh_CN', 'zh_TW', 'ar', 'iw', 'fa']);
  });

  it('matches server and browser locales by language, region and script', () => {
    const cases: Record<string, string | undefined> = {
      de_CH: 'de', 'fr-CA': 'fr', pt: 'pt-BR', pt_BR: 'pt-BR', 'pt-PT': 'pt-BR', zh: 'zh-CN', zh_CN: 'zh-CN', 'zh-Hans-CN': 'zh-CN', zh_TW: 'zh-TW',
      'zh-HK': 'zh-TW', 'zh-Hant': 'zh-TW', iw: 'he', 'iw-IL': 'he', fa_IR: 'fa', 'ja-JP': 'ja', 'NL-be': 'nl', ru: undefined, '': undefined,
    };
    for (const [locale, expected] of Object.entries(cases)) expect(consoleLocaleOf(locale), locale).toBe(expected);
  });
});

describe.each(TRANSLATED_LOCALES.filter((l) => l !== 'en'))('the %s translation', (locale) => {
  const own = texts(locale);
  const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

  it('has every key of en.json, with the plural forms of its language, and no other', () => {
    const wanted = new Set<string>();
    for (const key of Object.keys(english)) {
      if (PLURAL.test(key)) for (const form of forms) wanted.add(key.replace(PLURAL, `_${form}`));
      else wanted.add(key);
    }
    expect([...wanted].filter((key) => !(key in own))).toEqual([]);
    expect(Object.keys(own).filter((key) => !wanted.has(key))).toEqual([]);
  });

  it('keeps the placeholders of every text', () => {
    const differ = Object.keys(english)
      .filter((key) => !PLURAL.test(key))
      .filter((key) => placeholders(own[key] ?? '').join() !== placeholders(english[key]!).join());
    expect(differ).toEqual([]);
  });

  it('has no empty text', () => {
    expect(Object.entries(own).filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('picks the plural form its language needs for every count', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: locale, fallbackLng: false, keySeparator: false, nsSeparator: false, resources: { [locale]: { translation: own } } });
    const rules = new Intl.PluralRules(locale);
    for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 1_000_000]) {
      const form = rules.select(count);
      expect(i18n.t('widgets.picker.resultCount', { count }), `${count}`).toBe(i18n.t(`widgets.picker.resultCount_${form}`, { count }));
      expect(own[`widgets.picker.resultCount_${form}`], `${count}: ${form}`).toBeTruthy();
    }
  });
});
