// A locale's texts as a properties file: one `key=value` line per text, `#` or `!` comment lines
// and blank lines allowed. Values escape a backslash as `\\` and line breaks as `\n`; `\t` and
// `\uXXXX` are read too. The file is UTF-8, so other characters are written as they are.

export type PropertiesParse = { ok: true; texts: Record<string, string> } | { ok: false; line: number; text: string };

const KEY = /^[^\s=:#!][^\s=:]*$/;

function unescape(value: string): string {
  return value.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_all, code: string) => {
    if (code.length === 5) return String.fromCharCode(parseInt(code.slice(1), 16));
    return code === 'n' ? '\n' : code === 't' ? '\t' : code === 'r' ? '\r' : code;
  });
}

function escape(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
}

/** Reads a properties text; the first line that is neither a `key=value` line, a comment nor blank fails it. */
export function parseProperties(source: string): PropertiesParse {
  // A Map, then own properties: a key named `__proto__` or `constructor` is a key like any other
  // (the caller refuses it), never the object's prototype.
  const texts = new Map<string, string>();
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trimStart();
    if (line === '' || line.startsWith('#') || line.startsWith('!')) continue;
    const at = line.indexOf('=');
    const key = at < 0 ? '' : line.slice(0, at).trim();
    if (!KEY.test(key)) return { ok: false, line: index + 1, text: raw };
    texts.set(key, unescape(line.slice(at + 1).trimStart()));
  }
  return { ok: true, texts: Object.fromEntries(texts) };
}

/** Writes texts as a properties file, keys sorted, one line each. */
export function formatProperties(texts: Readonly<Record<string, string>>, header?: string): string {
  const lines = Object.keys(texts).sort().map((key) => `${key}=${escape(texts[key]!)}`);
  return `${header ? `# ${header}\n` : ''}${lines.join('\n')}\n`;
}
