/**
 * The locale an Accept-Language header asks for among the ones the sandbox has: the languages in
 * order of their q weight (ties in the order given), each matched by its language part ("de-CH"
 * is "de"; the old Hebrew code "iw" is "he"), q=0 meaning "not this one". Undefined when none fits.
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
    const language = tag.split(/[-_]/)[0]!;
    const match = available.find((locale) => locale.toLowerCase() === (language === 'iw' ? 'he' : language));
    if (match) return match;
  }
  return undefined;
}
