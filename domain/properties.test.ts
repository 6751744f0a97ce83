import { describe, expect, it } from 'vitest';
import { formatProperties, parseProperties } from './properties.ts';

describe('properties files', () => {
  it('reads key=value lines, skipping comments and blank lines', () => {
    expect(parseProperties('# texts\n\n! more\nmenu.home = Start page\nroute.x.title=Ä \\u00e9\\nB\\\\\n')).toEqual({
      ok: true,
      texts: { 'menu.home': 'Start page', 'route.x.title': 'Ä é\nB\\' },
    });
  });

  it('keeps an empty value and an equals sign inside the value', () => {
    expect(parseProperties('a=\nb=x=y')).toEqual({ ok: true, texts: { a: '', b: 'x=y' } });
  });

  it('names the first line that is not a key=value line', () => {
    expect(parseProperties('a=1\nthis is prose\nb=2')).toEqual({ ok: false, line: 2, text: 'this is prose' });
    expect(parseProperties('=no key')).toMatchObject({ ok: false, line: 1 });
    expect(parseProperties('two words=x')).toMatchObject({ ok: false, line: 1 });
  });

  it('writes what it reads back unchanged', () => {
    const texts = { 'b.key': 'Zeile 1\nZeile 2', 'a.key': 'c:\\temp', 'c.key': 'مرحبا' };
    const text = formatProperties(texts, 'en');
    expect(text.split('\n')[0]).toBe('# en');
    expect(text.split('\n')[1]).toBe('a.key=c:\\\\temp');
    expect(parseProperties(text)).toEqual({ ok: true, texts });
  });
});
