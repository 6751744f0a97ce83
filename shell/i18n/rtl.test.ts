import { describe, expect, it } from 'vitest';
import { applyDocumentLocale, directionOf, RTL_LANGUAGES } from './rtl.ts';
import { createI18n, switchLocale, translationFileLocale, translationFileUrl, uiLanguage } from './i18n.ts';
import { localeChoices } from './localeChoices.ts';
import { CONSOLE_LOCALE_CODES, LOCALES_AWAITING_FILES } from '../../domain/locales.ts';

describe('right-to-left locales', () => {
  it('are exactly the languages of the spec, whatever the region', () => {
    expect([...RTL_LANGUAGES].sort()).toEqual(['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'iw', 'khw', 'ks', 'ku', 'ps', 'ur', 'yi']);
    for (const locale of ['ar', 'ar_SA', 'he-IL', 'iw', 'fa', 'ur_PK', 'yi']) expect(directionOf(locale)).toBe('rtl');
    for (const locale of ['en', 'de_DE', 'fr', 'hr', 'ka']) expect(directionOf(locale)).toBe('ltr');
  });
  it("set the document's dir and lang", () => {
    const doc = { documentElement: { lang: '', dir: '' } } as unknown as Document;
    expect(applyDocumentLocale('ar_SA', doc)).toBe('rtl');
    expect(doc.documentElement).toEqual({ lang: 'ar-SA', dir: 'rtl' });
  });
});

describe('translation files', () => {
  it('are chosen by language, English when none ships', () => {
    expect(translationFileLocale('de_CH')).toBe('de');
    expect(translationFileLocale('fr_CA')).toBe('fr');
    expect(translationFileLocale('pt_BR')).toBe('pt-BR');
    expect(translationFileLocale('ru')).toBe('en');
    expect(translationFileLocale('iw')).toBe('he');
    expect(uiLanguage('iw_IL')).toBe('he');
    expect(translationFileUrl('ar_EG', '/idmdash/')).toBe('/idmdash/locales/ar.json');
  });
  it('offer one choice per language the console offers or the server supports, the current one marked', () => {
    const choices = localeChoices([{ locale: 'de_DE', localeDisplayName: 'Deutsch (Deutschland)' }, { locale: 'ur', localeDisplayName: 'اردو' }], 'de');
    expect(choices.map((choice) => choice.locale)).toEqual([...CONSOLE_LOCALE_CODES, 'ur']);
    expect(choices.find((choice) => choice.locale === 'de')?.label).toBe('Deutsch');
    expect(choices.find((choice) => choice.locale === 'ur')?.label).toBe('اردو');
    expect(choices.find((choice) => choice.current)?.locale).toBe('de');
  });

  it('mark a language the server offers without a translation of the console as partial', () => {
    const choices = localeChoices([{ locale: 'ru_RU', localeDisplayName: 'Русский (Россия)' }], 'en');
    const russian = choices.find((choice) => choice.locale === 'ru');
    expect(russian).toMatchObject({ label: 'русский', partial: true });
    expect(choices.filter((choice) => choice.partial).map((choice) => choice.locale)).toEqual([...LOCALES_AWAITING_FILES, 'ru']);
  });
});

describe('a language without a translation file', () => {
  it('reads the English texts but is the language of the UI, so that it lays out right to left', async () => {
    const i18n = createI18n();
    const files: Record<string, Record<string, string>> = { '/locales/en.json': { 'a.b': 'Save' } };
    const fetcher = (async (url: string) => new Response(JSON.stringify(files[url.replace(/^.*\/locales\//, '/locales/')]))) as unknown as typeof fetch;
    await switchLocale(i18n, 'ur_PK', fetcher);
    expect(i18n.language).toBe('ur');
    expect(i18n.t('a.b')).toBe('Save');
    expect(directionOf(i18n.language)).toBe('rtl');
  });
});

describe('interpolated values', () => {
  async function translator(language: string) {
    const i18n = createI18n();
    i18n.addResourceBundle('en', 'translation', { proxy: 'acting for {{name}}', shown: '{{first, number}} of {{total, number}}' });
    i18n.addResourceBundle('he', 'translation', { proxy: 'פועל עבור {{name}}', shown: '{{first, number}} מתוך {{total, number}}' });
    await i18n.changeLanguage(language);
    return i18n;
  }

  it('are isolated in a right-to-left language, so that a Latin name or a number keeps its direction', async () => {
    const hebrew = await translator('he');
    expect(hebrew.t('proxy', { name: 'Ada Admin' })).toBe('פועל עבור \u2068Ada Admin\u2069');
    expect(hebrew.t('shown', { first: 1, total: 2005 })).toBe('\u20681\u2069 מתוך \u20682,005\u2069');
  });

  it('are left as they are in a left-to-right language, numbers formatted by its rules', async () => {
    const english = await translator('en');
    expect(english.t('proxy', { name: 'Ada Admin' })).toBe('acting for Ada Admin');
    expect(english.t('shown', { first: 1, total: 2005 })).toBe('1 of 2,005');
    const german = await translator('de');
    expect(german.t('shown', { first: 1, total: 2005 })).toBe('1 of 2.005');
  });
});
