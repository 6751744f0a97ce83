import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, csvRecord, guardFormula } from './csv.ts';
import { EXPORT_FORMATS } from './formats.ts';

describe('csvField', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Alice Smith')).toBe('Alice Smith');
  });

  it('quotes a field with a comma, and doubles the quotes inside a quoted field', () => {
    expect(csvField('Smith, Alice')).toBe('"Smith, Alice"');
    expect(csvField('the "boss"')).toBe('"the ""boss"""');
  });

  it('quotes a field with a line break (LF, CRLF, CR) and keeps the break', () => {
    expect(csvField('one\ntwo')).toBe('"one\ntwo"');
    expect(csvField('one\r\ntwo')).toBe('"one\r\ntwo"');
    expect(csvField('one\rtwo')).toBe('"one\rtwo"');
  });

  it('guards a field a spreadsheet would read as a formula with a single quote', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(guardFormula(`${start}SUM(A1)`)).toBe(`'${start}SUM(A1)`);
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvField('-1+2')).toBe(`"'-1+2"`);
    expect(csvField(' =1+1')).toBe(`"' =1+1"`);
    // A formula inside a text that is not after a separator stays as it is.
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField("'quoted")).toBe("'quoted");
  });

  it('guards a formula after any separator a spreadsheet may split on: comma, semicolon, tab', () => {
    // German spreadsheets split on ";": unguarded, the second cell would run.
    expect(csvField("a;=cmd|' /C calc'!A0")).toBe(`"'a;=cmd|' /C calc'!A0"`);
    expect(csvField('a\t=cmd|x!A0')).toBe(`"'a\t=cmd|x!A0"`);
    expect(csvField('a,=1+1')).toBe(`"'a,=1+1"`);
    for (const lead of ['=', '+', '-', '@', '\t', '\r']) {
      for (const separator of [',', ';', '\t']) expect(csvField(`x${separator}${lead}1`)).toMatch(/^"'x/);
    }
    expect(csvField('a; =SUM(1)')).toBe(`"'a; =SUM(1)"`);
    // A separator without a formula after it is quoted, not prefixed.
    expect(csvField('Smith; Alice')).toBe('"Smith; Alice"');
    expect(csvField('one\ttwo')).toBe('"one\ttwo"');
  });

  it('writes missing and empty values as empty fields', () => {
    expect(csvRecord([null, undefined, '', 'x'])).toBe(',,,x\r\n');
  });

  it('keeps Unicode as it is: Arabic, emoji, combining marks', () => {
    expect(csvField('مرحبا بالعالم')).toBe('مرحبا بالعالم');
    expect(csvField('👩‍💻 dev')).toBe('👩‍💻 dev');
    expect(csvField('e\u0301te\u0301')).toBe('e\u0301te\u0301');
    expect(csvRecord(['عربي, نص', '😀'])).toBe('"عربي, نص",😀\r\n');
  });
});

describe('the CSV format', () => {
  it('starts with the byte-order mark and the labels, then writes each page of records', () => {
    const encoder = EXPORT_FORMATS.csv.encoder(['Name', 'E-Mail']);
    expect(encoder.head).toBe(`${CSV_BOM}Name,E-Mail\r\n`);
    expect(encoder.page([['Ann', 'ann@x'], ['=1+1', '']])).toBe(`Ann,ann@x\r\n"'=1+1",\r\n`);
    expect(encoder.page([])).toBe('');
    expect(encoder.tail).toBe('');
  });

  it('is UTF-8 with a byte-order mark once encoded', async () => {
    const bytes = new Uint8Array(await new Blob([EXPORT_FORMATS.csv.encoder(['é']).head]).arrayBuffer());
    expect([...bytes.slice(0, 5)]).toEqual([0xef, 0xbb, 0xbf, 0xc3, 0xa9]);
  });
});

describe('the JSON format', () => {
  it('writes an array of objects keyed by the column labels, page by page', () => {
    const encoder = EXPORT_FORMATS.json.encoder(['Name', 'Title']);
    const text = encoder.head + encoder.page([['Ann', '=x']]) + encoder.page([]) + encoder.page([['عمر 😀', '']]) + encoder.tail;
    expect(JSON.parse(text)).toEqual([
      { Name: 'Ann', Title: '=x' },
      { Name: 'عمر 😀', Title: '' },
    ]);
  });

  it('keeps every value when labels repeat, and an empty list is an empty array', () => {
    const encoder = EXPORT_FORMATS.json.encoder(['Name', 'Name']);
    expect(JSON.parse(encoder.head + encoder.page([['a', 'b']]) + encoder.tail)).toEqual([{ Name: 'a', 'Name (2)': 'b' }]);
    const empty = EXPORT_FORMATS.json.encoder(['Name']);
    expect(JSON.parse(empty.head + empty.tail)).toEqual([]);
  });
});
