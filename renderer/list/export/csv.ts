// CSV text of a table (RFC 4180), safe to open in a spreadsheet: a field with a comma, a quote or a
// line break is quoted (its quotes doubled); a field that a spreadsheet would read as a formula
// (it starts with =, +, -, @, a tab or a carriage return) is prefixed with a single quote; the file
// starts with a UTF-8 byte-order mark so that spreadsheets read it as Unicode; lines end with CRLF.

/** The byte-order mark: the first character of the file. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The text, prefixed with a single quote when a spreadsheet would run it as a formula. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field: guarded, then quoted when it must be. Missing values are empty fields. */
export function csvField(value: string | null | undefined): string {
  const text = guardFormula(value ?? '');
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its line ending. */
export function csvRecord(fields: readonly (string | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
