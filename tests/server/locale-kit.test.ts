// Locale kit over REST: the locales with a link to their properties file, the file (the console's
// texts with the uploaded ones over them), an upload by an administrator (only the texts that
// differ are kept; the unchanged file restores the console's), bad files a 400 Fault with nothing
// stored, 403 for others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../public/locales/en.json' with { type: 'json' };
import { parseProperties } from '../../domain/properties.ts';
import { expectFault, expectMatchesContract } from './contract.ts';
import { passwordGrant, rest, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
const token: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['uaadmin', 'enduser']) token[name] = (await passwordGrant(server, name)).access_token;
}, 60_000);
afterAll(async () => {
  await server.close();
});

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };
const file = async (locale: string) => rest(server, token.enduser!, 'GET', `/access/ulp/l10n/${locale}.properties`);
const upload = (who: string, locale: string, text: string) => rest(server, token[who]!, 'PUT', `/access/ulp/l10n/${locale}.properties`, text, TEXT);
const textsOf = (body: unknown) => {
  const parsed = parseProperties(String(body));
  if (!parsed.ok) throw new Error(`line ${parsed.line}: ${parsed.text}`);
  return parsed.texts;
};

describe('locale kit', () => {
  it('lists the locales with a link to each file', async () => {
    for (const path of ['/access/ulp/l10n/list', '/access/ulp/l10n']) {
      const answer = await rest(server, token.enduser!, 'GET', path);
      expect(answer.status).toBe(200);
      expectMatchesContract('GET', path, 200, answer.body);
      expect((answer.body as { locales: unknown[] }).locales).toEqual(expect.arrayContaining([
        { name: 'English', localeKey: 'en', link: '/IDMProv/rest/access/ulp/l10n/en.properties', modifiedLocale: '' },
        expect.objectContaining({ localeKey: 'ar', name: 'العربية' }),
      ]));
    }
    expect((await rest(server, token.enduser!, 'GET', '/access/ulp/l10n')).body).toMatchObject({ localeSet: { localeKey: 'en' } });
  });

  it('gives the console texts of a locale as a properties file', async () => {
    const answer = await file('en');
    expect(answer.status).toBe(200);
    expect(textsOf(answer.body)).toEqual(en);
    expect(textsOf((await file('ar')).body)['route.localekit.title']).toMatch(/[\u0600-\u06FF]/);
  });

  it('keeps the changed texts of an upload, lists the locale as modified, and restores with the unchanged file', async () => {
    const original = String((await file('de')).body);
    const changed = original.replace(/^route\.localekit\.title=.*$/m, 'route.localekit.title=Sprachpaket\\nneu');
    const saved = await upload('uaadmin', 'de', changed);
    expect(saved.status, JSON.stringify(saved.body)).toBe(204);
    expect(textsOf((await file('de')).body)['route.localekit.title']).toBe('Sprachpaket\nneu');
    const listed = (await rest(server, token.enduser!, 'GET', '/access/ulp/l10n/list')).body as { locales: { localeKey: string; modifiedLocale: string }[] };
    expect(Date.parse(listed.locales.find((l) => l.localeKey === 'de')!.modifiedLocale)).not.toBeNaN();
    expect(listed.locales.find((l) => l.localeKey === 'en')!.modifiedLocale).toBe('');

    expect((await upload('uaadmin', 'de', original)).status).toBe(204);
    expect(String((await file('de')).body)).toBe(original);
    const after = (await rest(server, token.enduser!, 'GET', '/access/ulp/l10n/list')).body as { locales: { localeKey: string; modifiedLocale: string }[] };
    expect(after.locales.find((l) => l.localeKey === 'de')!.modifiedLocale).toBe('');
  });

  it('refuses a bad file or locale with a Fault and stores nothing; others may not upload', async () => {
    const before = String((await file('en')).body);
    const cases: [string, string][] = [
      ['en', 'menu text without a key'],
      ['en', 'route.localekit.title=Fine\nthis line is prose'],
      ['en', 'no.such.key=Hello'],
      ['en', '   \n'],
      ['xx', 'route.localekit.title=Hello'],
      // Names every object inherits are no keys of the console.
      ...['constructor', '__proto__', '__defineGetter__', 'toString', 'hasOwnProperty', 'valueOf'].map((key): [string, string] => ['en', `${key}=x`]),
      ['en', 'route.localekit.title=a\\ud800b'],
      ['en', `route.localekit.title=${'x'.repeat(100_000)}`],
      ['en', 'route.localekit.title=a\\u0000b'],
    ];
    for (const [locale, text] of cases) {
      const answer = await upload('uaadmin', locale, text);
      expect(answer.status, text).toBe(400);
      expectFault(answer.body);
    }
    // Bytes that are not UTF-8, in the file and in a JSON body: a Fault, never U+FFFD stored.
    const invalid = Buffer.concat([Buffer.from('route.localekit.title=caf'), Buffer.from([0xe9, 0xff])]);
    const raw = await fetch(`${server.url}/IDMProv/rest/access/ulp/l10n/en.properties`, { method: 'PUT', headers: { ...TEXT, authorization: `bearer ${token.uaadmin}` }, body: invalid });
    expect(raw.status).toBe(400);
    expectFault(await raw.json());
    const json = await fetch(`${server.url}/IDMProv/rest/catalog/roles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `bearer ${token.uaadmin}` },
      body: Buffer.concat([Buffer.from('{"name":"Bad '), Buffer.from([0xc3, 0x28]), Buffer.from('","roleLevel":{"level":20}}')]),
    });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ Fault: { Reason: { Text: 'Invalid request: the body is not valid UTF-8' } } });
    expect((await file('xx')).status).toBe(400);
    expect((await upload('enduser', 'en', 'route.localekit.title=Mine')).status).toBe(403);
    expect(String((await file('en')).body)).toBe(before);
  });
});
