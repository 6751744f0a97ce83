/**
 * Locales: those the sandbox supports, its default, the signed-in user's, and the user's choice
 * saved as their preferred locale. Contract: GET /access/supportedlocales,
 * /access/supportedlocales/defaultlocale, /access/supportedlocales/userlocale and
 * POST /access/ulp/l10n/listLocales (a LocaleNode: the chosen locale is the first of
 * `userPreferredLocales`, or `localeKey`).
 *
 * The sandbox supports exactly the console's locales (domain/locales.ts), each with its own name.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { localeFromAcceptLanguage } from '../http/accept-language.ts';
import { badRequest } from '../http/fault.ts';
import type { Db } from '../store/db.ts';
import { CONSOLE_LOCALES, TRANSLATED_LOCALES } from '../../domain/locales.ts';

export { TRANSLATED_LOCALES };

export const SUPPORTED_LOCALES: readonly { locale: string; localeDisplayName: string }[] = CONSOLE_LOCALES.map(({ code, name }) => ({ locale: code, localeDisplayName: name }));
export const DEFAULT_LOCALE = 'en';

const LOCALE_CODES: readonly string[] = SUPPORTED_LOCALES.map((l) => l.locale);

/** The locale the user saved as their preferred one, or undefined when they chose none. */
export async function savedLocaleOf(db: Db, dn: string): Promise<string | undefined> {
  const row = await db.get<{ locale: string | null }>('SELECT locale FROM users WHERE dn = ?', [dn]);
  return row?.locale && LOCALE_CODES.includes(row.locale) ? row.locale : undefined;
}

/** The locale a request's browser asks for (Accept-Language), if the sandbox supports it. */
export function browserLocaleOf(request: FastifyRequest): string | undefined {
  return localeFromAcceptLanguage(request.headers['accept-language'], LOCALE_CODES);
}

/** The chosen locale of a LocaleNode, or 400 when it names none or one the sandbox does not support. */
function chosenLocale(body: unknown): string {
  const node = (body ?? {}) as { localeKey?: unknown; userPreferredLocales?: unknown };
  const preferred = Array.isArray(node.userPreferredLocales) ? node.userPreferredLocales[0] : node.userPreferredLocales;
  const locale = preferred ?? node.localeKey;
  if (typeof locale !== 'string' || locale.trim() === '') throw badRequest('Name the preferred locale: send {"userPreferredLocales":["de"]} or {"localeKey":"de"}');
  if (!LOCALE_CODES.includes(locale)) throw badRequest(`Unknown locale "${locale.slice(0, 40)}": the locales are ${LOCALE_CODES.join(', ')}`);
  return locale;
}

const localesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const json = 'application/json; charset=utf-8';

  app.get('/access/supportedlocales', async () => ({ supportedLocales: SUPPORTED_LOCALES, arraySize: SUPPORTED_LOCALES.length, nextIndex: 0 }));

  // The contract's answer is a string: sent as a JSON string.
  app.get('/access/supportedlocales/defaultlocale', async (_request, reply) => reply.type(json).send(JSON.stringify(DEFAULT_LOCALE)));

  // The user's saved choice; without one the browser's language (Accept-Language), then the default.
  app.get('/access/supportedlocales/userlocale', async (request, reply) => {
    const locale = (await savedLocaleOf(db, principalOf(request).dn)) ?? browserLocaleOf(request) ?? DEFAULT_LOCALE;
    return reply.type(json).send(JSON.stringify(locale));
  });

  app.post('/access/ulp/l10n/listLocales', async (request, reply) => {
    const { dn } = principalOf(request);
    const locale = chosenLocale(request.body);
    await db.run('UPDATE users SET locale = ? WHERE dn = ?', [locale, dn]);
    return reply.code(201).type(json).send({ localeKey: locale, userDN: dn, userPreferredLocales: [locale] });
  });
};

export default localesRoutes;
