// Client settings come as "entries" (config.branding, config.helpdesk: a list of {key, value}),
// but servers differ in how they wrap them. These helpers turn any of the usual shapes into a
// plain object, and read the loose booleans ("true", true) settings use.

type Entry = { key?: unknown; value?: unknown };

function entriesToObject(entries: unknown[]): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const entry of entries as Entry[]) {
    if (entry && typeof entry.key === 'string') result[entry.key] = entry.value;
  }
  return result;
}

function isEntryList(value: unknown): value is unknown[] {
  return Array.isArray(value) && value.every((item) => item !== null && typeof item === 'object' && 'key' in item);
}

/**
 * The settings of one section ("branding", "helpdesk", "custom") from an answer shaped
 * `{config: {section: entries}}`, `{section: entries}`, `entries`, or already a plain object.
 */
export function settingsSection(answer: unknown, section: string): Record<string, unknown> {
  let value: unknown = answer;
  if (value && typeof value === 'object' && !Array.isArray(value) && 'config' in value) value = (value as { config: unknown }).config;
  if (value && typeof value === 'object' && !Array.isArray(value) && section in value) value = (value as Record<string, unknown>)[section];
  if (isEntryList(value)) return entriesToObject(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return {};
}

export function flag(value: unknown): boolean {
  return value === true || value === 'true';
}

/** A text for the current locale from a per-locale value, with English and then any text as fallback. */
export function localized(value: unknown, locale: string): string | undefined {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return undefined;
  const texts = value as Record<string, unknown>;
  const language = locale.split(/[-_]/)[0]!;
  for (const key of [locale, language, 'en']) {
    if (typeof texts[key] === 'string' && texts[key] !== '') return texts[key] as string;
  }
  const any = Object.entries(texts).find(([key, text]) => key !== 'link' && typeof text === 'string');
  return any?.[1] as string | undefined;
}

/** Only http(s) links leave the console; anything else (javascript:, data:) is dropped. */
export function safeExternalUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An image the server sends as a URL or as bare base64 (user photos): a usable img src, or
 * undefined. Only http(s), same-origin paths and data:image URLs are used.
 */
export function imageSrc(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const image = value.trim();
  if (/^data:image\//i.test(image) || /^https?:\/\//i.test(image)) return image;
  // Base64 may start with "/" (JPEG's "/9j/"): a long run of base64 characters without a dot is a photo, not a path.
  if (image.length >= 64 && /^[A-Za-z0-9+/=\s]+$/.test(image)) return `data:image/jpeg;base64,${image.replace(/\s/g, '')}`;
  return image.startsWith('/') && !image.startsWith('//') ? image : undefined;
}

/**
 * The permission types a client's viewPermission entries ({key: role | resource | prd, value})
 * let users search for a request, as ROLE, RESOURCE, PRD; undefined when it has none (all types).
 */
export function permissionTypes(entries: unknown): string[] | undefined {
  if (!Array.isArray(entries) || entries.length === 0) return undefined;
  return entries
    .filter((e): e is { key?: unknown; value?: unknown } => typeof e === 'object' && e !== null)
    .filter((e) => flag(e.value))
    .map((e) => String(e.key ?? '').toUpperCase());
}
