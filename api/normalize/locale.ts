// Locale keys between the console (BCP 47, as i18next uses them) and the server (Java style).

const TO_SERVER: Readonly<Record<string, string>> = { 'zh-cn': 'zh_CN', 'zh-tw': 'zh_TW', he: 'iw' };
const FROM_SERVER: Readonly<Record<string, string>> = { zh_cn: 'zh-CN', zh_tw: 'zh-TW', iw: 'he' };

/** zh-CN → zh_CN, zh-TW → zh_TW, he → iw; other keys unchanged. */
export function toServerLocale(locale: string): string {
  return TO_SERVER[locale.trim().toLowerCase().replace('_', '-')] ?? locale;
}

/** The inverse: zh_CN → zh-CN, zh_TW → zh-TW, iw → he; other keys unchanged. */
export function fromServerLocale(locale: string): string {
  return FROM_SERVER[locale.trim().toLowerCase().replace('-', '_')] ?? locale;
}
