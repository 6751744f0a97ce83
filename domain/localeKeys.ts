// Localized names and descriptions (localizedNames, localizedDescriptions) as lists of
// { locale, name } / { locale, desc }. The directory stores some locales under older keys:
// zh-CN → zh_CN, zh-TW → zh_TW, he → iw. Values are trimmed; blank ones are dropped.
// Pure (no React): the sandbox server uses the same mapping.

const DIRECTORY_KEYS: Readonly<Record<string, string>> = { 'zh-CN': 'zh_CN', 'zh-TW': 'zh_TW', he: 'iw' };

/** The directory's key of a console locale: zh-CN → zh_CN, zh-TW → zh_TW, he → iw; others unchanged. */
export function directoryLocale(locale: string): string {
  return DIRECTORY_KEYS[locale] ?? locale;
}

export type LocalizedField = 'name' | 'desc' | 'value';
export type LocalizedEntry = { locale: string } & Partial<Record<LocalizedField, string>>;

/** locale (directory key) → text, from a contract list. */
export function textsByLocale(entries: readonly LocalizedEntry[] | undefined, field: LocalizedField): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const entry of entries ?? []) {
    const value = entry[field];
    if (typeof entry.locale === 'string' && typeof value === 'string') texts[directoryLocale(entry.locale)] = value;
  }
  return texts;
}

/** The contract list of texts: directory locale keys, values trimmed, blank values left out. */
export function localizedEntries(texts: Readonly<Record<string, string>>, field: LocalizedField): LocalizedEntry[] {
  return Object.entries(texts)
    .map(([locale, value]) => ({ locale: directoryLocale(locale), [field]: value.trim() }) as LocalizedEntry)
    .filter((entry) => (entry[field] ?? '') !== '');
}
