/**
 * Supported locales: the console ships en, de and ar. Contract: GET /access/supportedlocales,
 * /access/supportedlocales/defaultlocale, /access/supportedlocales/userlocale.
 */
import type { FastifyPluginAsync } from 'fastify';
import { principalOf } from '../auth/principal.ts';

export const SUPPORTED_LOCALES = [
  { locale: 'en', localeDisplayName: 'English' },
  { locale: 'de', localeDisplayName: 'Deutsch' },
  { locale: 'ar', localeDisplayName: 'العربية' },
] as const;
export const DEFAULT_LOCALE = 'en';

const localesRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;

  app.get('/access/supportedlocales', async () => ({ supportedLocales: SUPPORTED_LOCALES, arraySize: SUPPORTED_LOCALES.length, nextIndex: 0 }));

  // The contract's answer is a string: sent as a JSON string.
  app.get('/access/supportedlocales/defaultlocale', async (_request, reply) => reply.type('application/json; charset=utf-8').send(JSON.stringify(DEFAULT_LOCALE)));

  app.get('/access/supportedlocales/userlocale', async (request, reply) => {
    const row = await db.get<{ locale: string | null }>('SELECT locale FROM users WHERE dn = ?', [principalOf(request).dn]);
    const locale = SUPPORTED_LOCALES.some((l) => l.locale === row?.locale) ? row!.locale! : DEFAULT_LOCALE;
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(locale));
  });
};

export default localesRoutes;
