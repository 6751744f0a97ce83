// Saving a call's answer as a file on the user's computer: the browser's download of a Blob
// through a temporary link (the answer came with the user's token, so a plain link cannot fetch it).
import type { Action } from '../../schemas/types/screen.ts';

export type SaveFile = (content: string, fileName: string, mediaType: string) => void;

export const saveFile: SaveFile = (content, fileName, mediaType) => downloadBlob(new Blob([content], { type: `${mediaType};charset=utf-8` }), fileName);

/** Downloads a Blob (it may be made of many parts: the browser reads them as one file). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is freed once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type Download = NonNullable<Action['download']>;

/** The media type a download is saved as, and how its answer is asked for. */
export function downloadRequest(download: Download): { mediaType: string; responseType: 'text' | 'json' } {
  const mediaType = download.mediaType ?? 'text/plain';
  return { mediaType, responseType: mediaType === 'application/json' ? 'json' : 'text' };
}

/** The text saved for an answer: text as it came, JSON written out. */
export const downloadText = (answer: unknown, mediaType: string): string =>
  mediaType === 'application/json' ? JSON.stringify(answer, null, 2) : String(answer ?? '');
