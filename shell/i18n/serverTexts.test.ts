import { describe, expect, it, vi } from 'vitest';
import type { CallFunction } from '../../api/index.ts';
import { createI18n, switchLocale } from './i18n.ts';
import { serverTexts } from './serverTexts.ts';

function server(modified: Record<string, string>, file = 'menu.home=Start here\nroute.x.title=Mine\n'): CallFunction {
  return vi.fn(async (name: string, params?: unknown) => {
    if (name === 'locales.data') return { locales: ['en', 'de'].map((localeKey) => ({ localeKey, modifiedLocale: modified[localeKey] ?? '' })) };
    if (name === 'landing.localeFile') return (params as { locale: string }).locale === 'en' ? file : 'bad line';
    throw new Error(`unexpected call ${name}`);
  }) as unknown as CallFunction;
}

describe('the server texts of a locale', () => {
  it('reads the uploaded file only when the locale was changed', async () => {
    const call = server({ en: '2026-11-25T10:00:00Z' });
    expect(await serverTexts(call, 'en')).toEqual({ 'menu.home': 'Start here', 'route.x.title': 'Mine' });
    expect(await serverTexts(call, 'de')).toEqual({});
    expect(vi.mocked(call).mock.calls.filter(([name]) => name === 'landing.localeFile')).toEqual([['landing.localeFile', { locale: 'en' }, undefined, { responseType: 'text' }]]);
  });

  it('gives no texts for a broken file or a failing server', async () => {
    expect(await serverTexts(server({ de: 'x' }), 'de')).toEqual({});
    expect(await serverTexts(vi.fn(async () => { throw new Error('offline'); }) as unknown as CallFunction, 'en')).toEqual({});
  });

  it('are laid over the translation file of the locale switched to, not over the fallback', async () => {
    const files: Record<string, Record<string, string>> = { en: { 'menu.home': 'Home', 'a.b': 'A' }, de: { 'menu.home': 'Startseite' } };
    const fetcher = vi.fn(async (url: string) => new Response(JSON.stringify(files[/(\w+)\.json$/.exec(url)![1]!]))) as unknown as typeof fetch;
    const overrides = vi.fn(async (lng: string) => ({ 'menu.home': `${lng} changed` }));

    const english = createI18n();
    await switchLocale(english, 'en_US', fetcher, overrides);
    expect(english.t('menu.home')).toBe('en changed');
    expect(english.t('a.b')).toBe('A');

    const german = createI18n();
    await switchLocale(german, 'de', fetcher, overrides);
    expect(german.t('menu.home')).toBe('de changed');
    expect(german.getResource('en', 'translation', 'menu.home')).toBe('Home');
    expect(overrides.mock.calls).toEqual([['en'], ['de']]);
  });
});
