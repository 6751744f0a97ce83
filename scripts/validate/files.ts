// Reads the project's files, with an optional overlay of in-memory files (tests, the Vite plugin)
// that add, replace or (null) remove files without touching the disk. A file's text is kept while
// its size and modification time stay the same: a validation run again in the same process (the
// studio on each edit, the dev server's plugin) reads only what changed (the thirteen locale files
// alone are 1.7 MB).
import fs from 'node:fs';
import path from 'node:path';

export type Overlay = Record<string, string | null>;

const texts = new Map<string, { stamp: string; text: string }>();

/** Forgets the kept texts (a benchmark of a cold validation). */
export function forgetReadFiles(): void {
  texts.clear();
}

function readKept(file: string): string {
  const stat = fs.statSync(file, { bigint: true });
  const stamp = `${stat.size}:${stat.mtimeNs}:${stat.ino}`;
  const kept = texts.get(file);
  if (kept?.stamp === stamp) return kept.text;
  const text = fs.readFileSync(file, 'utf8');
  texts.set(file, { stamp, text });
  return text;
}

export class ProjectFiles {
  constructor(
    readonly root: string,
    private readonly overlay: Overlay = {},
  ) {}

  /** Files under a folder (relative, forward slashes), recursively, sorted, ending in `suffix`. */
  list(dir: string, suffix: string, recursive = true): string[] {
    const found = new Set<string>();
    const walk = (relative: string) => {
      const absolute = path.join(this.root, relative);
      if (!fs.existsSync(absolute)) return;
      for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
        const child = `${relative}/${entry.name}`;
        if (entry.isDirectory() && recursive) walk(child);
        else if (entry.isFile() && entry.name.endsWith(suffix)) found.add(child);
      }
    };
    walk(dir);
    for (const [file, text] of Object.entries(this.overlay)) {
      const inside = file.startsWith(dir + '/') && (recursive || !file.slice(dir.length + 1).includes('/'));
      if (!inside || !file.endsWith(suffix)) continue;
      if (text === null) found.delete(file);
      else found.add(file);
    }
    return [...found].sort();
  }

  exists(file: string): boolean {
    if (file in this.overlay) return this.overlay[file] !== null;
    return fs.existsSync(path.join(this.root, file));
  }

  read(file: string): string {
    const text = this.overlay[file];
    if (typeof text === 'string') return text;
    return readKept(path.join(this.root, file));
  }
}
