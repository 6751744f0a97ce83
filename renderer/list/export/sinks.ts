// Where an export is written. With the File System Access API (Chromium) and the user's consent,
// straight into the file the user picks: each page goes to disk as it comes. Otherwise each page
// becomes a small Blob (blobs are kept outside the JavaScript heap) and the file, the Blob of all
// the parts, downloads once at the end; a cancelled export drops its parts and downloads nothing.
import { downloadBlob } from '../../core/saveFile.ts';
import type { ExportFormat } from './formats.ts';
import type { ExportSink } from './runExport.ts';

interface SaveFilePicker {
  showSaveFilePicker(options: { suggestedName: string; types: { description: string; accept: Record<string, string[]> }[] }): Promise<{
    createWritable(): Promise<{ write(data: string): Promise<void>; close(): Promise<void>; abort(): Promise<void> }>;
  }>;
}

/** Whether this browser can write a file the user picks (File System Access API). */
export function canPickFile(): boolean {
  return typeof window !== 'undefined' && typeof (window as unknown as Partial<SaveFilePicker>).showSaveFilePicker === 'function';
}

/** A sink into a file the user picks now; undefined when the user dismisses the picker. */
export async function pickedFileSink(fileName: string, format: ExportFormat, description: string): Promise<ExportSink | undefined> {
  const mime = format.mimeType.split(';')[0]!;
  let handle;
  try {
    handle = await (window as unknown as SaveFilePicker).showSaveFilePicker({ suggestedName: fileName, types: [{ description, accept: { [mime]: [`.${format.extension}`] } }] });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return undefined;
    throw error;
  }
  const writable = await handle.createWritable();
  return { write: (text) => writable.write(text), close: () => writable.close(), abort: () => writable.abort() };
}

/** A sink that collects one Blob per page and downloads the file when closed. */
export function downloadSink(fileName: string, format: ExportFormat): ExportSink {
  let parts: Blob[] = [];
  return {
    write: async (text) => {
      if (text !== '') parts.push(new Blob([text]));
    },
    close: async () => {
      downloadBlob(new Blob(parts, { type: format.mimeType }), fileName);
      parts = [];
    },
    abort: async () => {
      parts = [];
    },
  };
}

/** The file's name: the list's name and today's date where the user is, without characters file systems refuse. */
export function exportFileName(listName: string, format: ExportFormat, today = new Date()): string {
  const safe = [...listName].map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char)).join('').replace(/ +/g, ' ').trim() || 'export';
  const date = [today.getFullYear(), today.getMonth() + 1, today.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  return `${safe} ${date}.${format.extension}`;
}
