// A stand-in for document.cookie in node tests: reads give "name=value; ...", writes take one
// cookie string and honour an expiry in the past (removal). Paths are ignored: one jar, one page.
import type { CookieStore } from '../cookies.ts';

export class CookieJar implements CookieStore {
  private readonly cookies = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value);
  }

  read(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  write(cookie: string): void {
    const [pair = '', ...attributes] = cookie.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim());
      if (key.toLowerCase() === 'max-age') return Number(attributeValue) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(attributeValue) <= Date.now();
      return false;
    });
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}
