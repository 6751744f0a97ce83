// CSV text of a table (RFC 4180), safe to open in a spreadsheet: a field with a separator (comma,
// semicolon or tab), a quote or a line break is quoted (its quotes doubled); a field that a
// spreadsheet could read as a formula is prefixed with a single quote and quoted. A formula is one of
// OWASP's leading characters (=, +, -, @, tab, carriage return) at the start of the field or of any
// part a spreadsheet could split it into: German spreadsheets split on `;`, others on tabs, so
// `a;=cmd|' /C calc'!A0` is guarded like `=cmd…`. The file starts with a UTF-8 byte-order mark so
// that spreadsheets read it as Unicode; lines end with CRLF.

/** The byte-order mark: the first character of the file. */
export const CSV_BOM = '\uFEFF';

/** OWASP's leading characters of a formula, at the start or after a separator (spaces between). */
const FORMULA = /(^|[,;\t\r\n])[ \u00a0]*[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\t\r\n]/;

/** The text, prefixed with a single quote when a spreadsheet could run it, or a part of it, as a formula. */
export function guardFormula(text: string): string {
  return FORMULA.test(text) ? `'${text}` : text;
}

/** One field: guarded, then quoted when it must be (a guarded field always is). Missing values are empty fields. */
export function csvField(value: string | null | undefined): string {
  const raw = value ?? '';
  const text = guardFormula(raw);
  return text !== raw || NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, with its line ending. */
export function csvRecord(fields: readonly (string | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
