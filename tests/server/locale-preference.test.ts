// The user's locale over REST: the choice saved with POST /access/ulp/l10n/listLocales is the
// user's locale from then on (read back by userlocale and by the locale settings' localeSet); a bad
// choice is a 400 Fault with nothing saved; without a choice the browser's Accept-Language decides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_LOCALE_CODES } from '../../domain/locales.ts';
import { directionOf } from '../../domain/textDirection.ts';
import { loginPage } from '../../server/auth/login-page.ts';
import { localeFromAcceptLanguage } from '../../server/http/accept-language.ts';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['enduser', 'uaadmin']) token[name] = (await passwordGrant(server, name)).access_token;
});
afterAll(async () => {
  await server.close();
});

const userLocale = async (who: string, headers: Record<string, string> = {}) =>
  (await rest(server, token[who]!, 'GET', '/access/supportedlocales/userlocale', undefined, headers)).body;
const savedChoice = async (who: string) =>
  ((await rest(server, token[who]!, 'GET', '/access/ulp/l10n')).body as { localeSet: { userPreferredLocales: string[] } }).localeSet.userPreferredLocales;

describe("the user's locale", () => {
  it("follows the browser's Accept-Language while the user has chosen none", async () => {
    expect(await userLocale('uaadmin', { 'Accept-Language': 'ru-RU,de-CH;q=0.8,en;q=0.5' })).toBe('de');
    expect(await userLocale('uaadmin', { 'Accept-Language': 'pt-PT,en;q=0.5' })).toBe('pt-BR');
    expect(await userLocale('uaadmin', { 'Accept-Language': 'ru' })).toBe('en');
    expect(await savedChoice('uaadmin')).toEqual([]);
  });

  it('is the saved choice from then on, whatever the browser asks', async () => {
    const saved = await rest(server, token.enduser!, 'POST', '/access/ulp/l10n/listLocales', { userPreferredLocales: ['ar'] });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ localeKey: 'ar', userPreferredLocales: ['ar'] });
    expect(await userLocale('enduser', { 'Accept-Language': 'de-DE' })).toBe('ar');
    const settings = await rest(server, token.enduser!, 'GET', '/access/ulp/l10n');
    expectMatchesContract('GET', '/access/ulp/l10n', 200, settings.body);
    expect(await savedChoice('enduser')).toEqual(['ar']);
    expect(await savedChoice('uaadmin')).toEqual([]); // one user's choice is theirs alone
  });

  it('takes localeKey when the node lists no preferred locales, and a supported locale without a translation', async () => {
    expect((await rest(server, token.enduser!, 'POST', '/access/ulp/l10n/listLocales', { localeKey: 'fa' })).status).toBe(201);
    expect(await userLocale('enduser')).toBe('fa');
  });

  it('refuses a locale the sandbox does not support, or none, with a 400 Fault and keeps the choice', async () => {
    for (const body of [{ userPreferredLocales: ['xx'] }, {}, { localeKey: 42 }]) {
      const answer = await rest(server, token.enduser!, 'POST', '/access/ulp/l10n/listLocales', body);
      expect(answer.status).toBe(400);
      expectFault(answer.body);
    }
    expect(await userLocale('enduser')).toBe('fa');
  });

  it('needs a signed-in user', async () => {
    expect((await rest(server, null, 'POST', '/access/ulp/l10n/listLocales', { localeKey: 'de' })).status).toBe(401);
  });
});

describe('Accept-Language', () => {
  it('picks the most wanted language the sandbox has, by q weight, by language part', () => {
    const available = ['en', 'de', 'ar', 'he', 'pt-BR', 'zh-CN', 'zh-TW'];
    expect(localeFromAcceptLanguage('fr;q=0.9, ar-EG;q=0.95, de', available)).toBe('de');
    expect(localeFromAcceptLanguage('pt-PT, en;q=0.5', available)).toBe('pt-BR');
    expect(localeFromAcceptLanguage('zh-HK', available)).toBe('zh-TW');
    expect(localeFromAcceptLanguage('zh, en;q=0.5', available)).toBe('zh-CN');
    expect(localeFromAcceptLanguage('iw-IL,en;q=0.1', available)).toBe('he');
    expect(localeFromAcceptLanguage('de;q=0, en;q=0.2', available)).toBe('en');
    expect(localeFromAcceptLanguage('*', available)).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined, available)).toBeUndefined();
  });
});

describe('the sign-in page', () => {
  const request = { client_id: 'c', redirect_uri: 'https://h/cb', response_type: 'code', state: 's', scope: '', code_challenge: 'x', code_challenge_method: 'S256' };

  it("is in the browser's language, in its direction", () => {
    const german = loginPage(request, { acceptLanguage: 'de-CH,de;q=0.9' });
    expect(german).toContain('<html lang="de" dir="ltr">');
    expect(german).toContain('<label for="username">Benutzername</label>');
    const hebrew = loginPage(request, { acceptLanguage: 'he-IL' });
    expect(hebrew).toContain('<html lang="he" dir="rtl">');
    expect(hebrew).toContain('<button type="submit">כניסה</button>');
  });

  it('is English for a language the console does not offer, right to left in Persian', () => {
    expect(loginPage(request, { acceptLanguage: 'ru' })).toContain('<html lang="en" dir="ltr">');
    const persian = loginPage(request, { acceptLanguage: 'fa-IR' });
    expect(persian).toContain('<html lang="fa" dir="rtl">');
    expect(persian).toContain('<label for="password">گذرواژه</label>');
  });

  it('has texts in every language the console offers', () => {
    for (const code of CONSOLE_LOCALE_CODES.filter((c) => c !== 'en')) {
      const page = loginPage(request, { acceptLanguage: code });
      expect(page, code).toContain(`<html lang="${code}" dir="${directionOf(code)}">`);
      expect(page, code).not.toContain('<label for="username">User name</label>');
    }
  });
});
