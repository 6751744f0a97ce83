import { consoleLocaleOf } from '../../domain/locales.ts';

/**
 * The locale an Accept-Language header asks for among the ones the sandbox has: the languages in
 * order of their q weight (ties in the order given), each matched as the console matches a locale
 * (domain/locales.ts: "de-CH" is "de", "pt" is "pt-BR", "zh-HK" is "zh-TW", the old Hebrew code
 * "iw" is "he"), q=0 meaning "not this one". Undefined when none fits.
 */
export function localeFromAcceptLanguage(header: string | undefined, available: readonly string[]): string | undefined {
  if (!header) return undefined;
  const wanted = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), weight: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of wanted) {
    const locale = consoleLocaleOf(tag);
    const match = available.find((candidate) => candidate === locale);
    if (match) return match;
  }
  return undefined;
}
