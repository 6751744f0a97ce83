/**
 * Locale kit: the console's texts of a locale as a properties file, downloaded, changed and
 * uploaded again. Contract: GET /access/ulp/l10n and /access/ulp/l10n/list (the locales, with a
 * link to each file and `modifiedLocale`: the time of the last upload, empty when the locale has
 * none), GET /access/ulp/l10n/{locale}.properties (text/plain: the console's texts with the uploaded
 * ones over them) and PUT of the same path (text/plain, domain administrators only).
 *
 * The store keeps only the uploaded texts that differ from the console's own translation file
 * (public/locales/<locale>.json, read once), so uploading the downloaded file unchanged restores
 * the console's texts. The console merges the stored texts over its file when it starts.
 */
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { principalOf, requirePower } from '../auth/principal.ts';
import { badRequest } from '../http/fault.ts';
import { MAX_TEXT_LENGTH, UPLOAD_BODY_LIMIT } from '../http/input/limits.ts';
import { textProblem } from '../http/input/raw-checks.ts';
import type { Db } from '../store/db.ts';
import { formatProperties, parseProperties } from '../../domain/properties.ts';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, savedLocaleOf, TRANSLATED_LOCALES } from './locales.ts';

/** The locales with texts of the console: the supported ones it ships a translation file for. */
const KIT_LOCALES = SUPPORTED_LOCALES.filter((l) => TRANSLATED_LOCALES.includes(l.locale));

const TRANSLATIONS = new URL('../../public/locales/', import.meta.url);
const REST_BASE = '/IDMProv/rest';

const shipped = new Map<string, Promise<Record<string, string>>>();
/** The console's own texts of a locale (its translation file). */
function consoleTexts(locale: string): Promise<Record<string, string>> {
  let texts = shipped.get(locale);
  if (!texts) {
    texts = readFile(new URL(`${locale}.json`, TRANSLATIONS), 'utf8').then((text) => JSON.parse(text) as Record<string, string>);
    shipped.set(locale, texts);
  }
  return texts;
}

/** The locale of a path or 400: only the console's locales have texts. */
function knownLocale(locale: string): string {
  const known = KIT_LOCALES.find((l) => l.locale === locale);
  if (!known) throw badRequest(`Unknown locale "${locale}": the locales with texts are ${KIT_LOCALES.map((l) => l.locale).join(', ')}`);
  return known.locale;
}

interface OverrideRow { locale: string; texts: string; modified_at: string }

async function overridesOf(db: Db, locale: string): Promise<Record<string, string>> {
  const row = await db.get<OverrideRow>('SELECT texts FROM locale_overrides WHERE locale = ?', [locale]);
  return row ? (JSON.parse(row.texts) as Record<string, string>) : {};
}

async function localeNodes(db: Db) {
  const rows = await db.all<OverrideRow>('SELECT locale, modified_at FROM locale_overrides');
  const modified = new Map(rows.map((r) => [r.locale, r.modified_at]));
  return KIT_LOCALES.map((l) => ({
    name: l.localeDisplayName,
    localeKey: l.locale,
    link: `${REST_BASE}/access/ulp/l10n/${l.locale}.properties`,
    modifiedLocale: modified.get(l.locale) ?? '',
  }));
}

/** Names an object inherits: never a text's key, whatever a translation file says. */
const PROTOTYPE_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * The uploaded texts that differ from the console's; 400 for a line that is not key=value, a key
 * that is not one of the console's own (read from its file: never an inherited name such as
 * `constructor`), a text over MAX_TEXT_LENGTH characters, or one with NUL or an unpaired surrogate.
 */
function changedTexts(source: unknown, base: Record<string, string>): Record<string, string> {
  if (typeof source !== 'string' || source.trim() === '') throw badRequest('The properties file is empty: send the locale\'s texts as key=value lines (text/plain)');
  const parsed = parseProperties(source);
  if (!parsed.ok) throw badRequest(`Line ${parsed.line} is not a key=value line: "${parsed.text.slice(0, 80)}"`);
  for (const [key, text] of Object.entries(parsed.texts)) {
    if (PROTOTYPE_NAMES.has(key) || !Object.hasOwn(base, key)) throw badRequest(`"${key.slice(0, 80)}" is not a text of the console: download the locale's file for its keys`);
    if (text.length > MAX_TEXT_LENGTH) throw badRequest(`"${key}": a text may have at most ${MAX_TEXT_LENGTH} characters`);
    const problem = textProblem(text);
    if (problem) throw badRequest(`"${key}" ${problem}`);
  }
  return Object.fromEntries(Object.entries(parsed.texts).filter(([key, text]) => base[key] !== text));
}

const localeKitRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.platform;
  const localeParam = (request: FastifyRequest) => knownLocale((request.params as { locale: string }).locale);

  app.get('/access/ulp/l10n', async (request) => {
    // localeSet: the user's locale; its userPreferredLocales hold the choice the user saved (none: []).
    const locales = await localeNodes(db);
    const saved = await savedLocaleOf(db, principalOf(request).dn);
    const shown = locales.find((l) => l.localeKey === saved) ?? locales.find((l) => l.localeKey === DEFAULT_LOCALE)!;
    return { locales, localeSet: { ...shown, userPreferredLocales: saved ? [saved] : [] } };
  });

  app.get('/access/ulp/l10n/list', async () => ({ locales: await localeNodes(db) }));

  app.get('/access/ulp/l10n/:locale.properties', async (request, reply) => {
    const locale = localeParam(request);
    const texts = { ...(await consoleTexts(locale)), ...(await overridesOf(db, locale)) };
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send(formatProperties(texts, `Console texts: ${locale}`));
  });

  // A whole properties file: more than the REST API's usual body limit.
  app.put('/access/ulp/l10n/:locale.properties', { preHandler: requirePower('domainAdmin'), bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
    const locale = localeParam(request);
    const changed = changedTexts(request.body, await consoleTexts(locale));
    await db.transaction(async (tx) => {
      await tx.run('DELETE FROM locale_overrides WHERE locale = ?', [locale]);
      if (Object.keys(changed).length > 0) {
        await tx.run('INSERT INTO locale_overrides (locale, texts, modified_at) VALUES (?, ?, ?)', [locale, JSON.stringify(changed), new Date().toISOString()]);
      }
    });
    // 204 as the contract declares (GET /access/ulp/l10n/list tells whether the locale is modified).
    return reply.code(204).send();
  });
};

export default localeKitRoutes;
