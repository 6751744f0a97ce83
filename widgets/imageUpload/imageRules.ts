// The profile image rules: size under the limit (59 kb by default), a single extension, and one of
// the accepted extensions. Returns the message's translation key.

export const DEFAULT_MAX_IMAGE_KB = 59;
export const DEFAULT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

export const IMAGE_MESSAGES = {
  tooLarge: 'widgets.imageUpload.tooLarge',
  multipleExtensions: 'widgets.imageUpload.multipleExtensions',
  invalidExtension: 'widgets.imageUpload.invalidExtension',
} as const;

export interface ImageRules {
  maxSizeKb?: number;
  extensions?: readonly string[];
}

/** null when the file may be uploaded, otherwise the key of the message that says why not. */
export function checkImageFile(file: { name: string; size: number }, rules: ImageRules = {}): string | null {
  const parts = file.name.split('.');
  if (parts.length > 2) return IMAGE_MESSAGES.multipleExtensions;
  const extension = parts.length === 2 ? (parts[1] ?? '').toLowerCase() : '';
  if (!(rules.extensions ?? DEFAULT_IMAGE_EXTENSIONS).includes(extension)) return IMAGE_MESSAGES.invalidExtension;
  if (file.size >= (rules.maxSizeKb ?? DEFAULT_MAX_IMAGE_KB) * 1024) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/** A data URL's base64 payload (what the server stores for a photo). */
export function base64OfDataUrl(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma >= 0 ? dataUrl.slice(comma + 1) : dataUrl;
}

/** An image source for a stored photo: a data, http(s) or blob URL stays; bare base64 (a JPEG starts '/9j/') is read as JPEG. */
export function imageSource(value: string | undefined): string | undefined {
  if (!value) return undefined;
  return /^(data|https?|blob):/.test(value) ? value : `data:image/jpeg;base64,${value}`;
}
