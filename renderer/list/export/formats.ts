// The export formats: how a table's head, each page of rows and its end are written. Each page
// is written as one piece, so the file grows page by page and never exists whole in memory.
import { CSV_BOM, csvRecord } from './csv.ts';
import { JSON_END, JSON_START, jsonElement, jsonKeys } from './json.ts';

export type ExportFormatId = 'csv' | 'json';

export interface Encoder {
  readonly head: string;
  page(rows: readonly (readonly string[])[]): string;
  readonly tail: string;
}

export interface ExportFormat {
  id: ExportFormatId;
  mimeType: string;
  extension: string;
  encoder(labels: readonly string[]): Encoder;
}

export const EXPORT_FORMATS: Record<ExportFormatId, ExportFormat> = {
  csv: {
    id: 'csv',
    mimeType: 'text/csv;charset=utf-8',
    extension: 'csv',
    encoder: (labels) => ({ head: CSV_BOM + csvRecord(labels), page: (rows) => rows.map(csvRecord).join(''), tail: '' }),
  },
  json: {
    id: 'json',
    mimeType: 'application/json;charset=utf-8',
    extension: 'json',
    encoder: (labels) => {
      const keys = jsonKeys(labels);
      let first = true;
      return {
        head: JSON_START,
        page: (rows) =>
          rows
            .map((row) => {
              const element = jsonElement(keys, row, first);
              first = false;
              return element;
            })
            .join(''),
        tail: JSON_END,
      };
    },
  },
};
