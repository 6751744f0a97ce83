// The order vitest runs test files in: the longest first, within each project and group as vitest
// orders them. Two workers share the files; when a long file starts last, one core idles while it
// ends (a fresh clone's browser files took 544 s where their sum over two workers was 512 s: a11y,
// the longest, started eighth and menus ended last but two). Longest first is the classic rule for
// that (longest processing time first).
//
// A file's duration comes from vitest's own cache of the last run on this machine when it has one,
// else from file-durations.json (a fresh clone's run, written by `npm run test:durations`), else the
// file is new and runs first, as vitest runs unknown files first.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Milliseconds per file path (relative to the root, forward slashes). */
export type Durations = Record<string, number>;

const RECORDED: Durations = JSON.parse(readFileSync(new URL('./file-durations.json', import.meta.url), 'utf8')) as Durations;

/**
 * Orders files longest first; unknown files (no duration) first of all. Ties keep the given order.
 * `durationOf` answers undefined for a file it does not know.
 */
export function longestFirst<T>(files: readonly T[], durationOf: (file: T) => number | undefined): T[] {
  const keyed = files.map((file, index) => ({ file, index, duration: durationOf(file) }));
  keyed.sort((a, b) => {
    if (a.duration === undefined || b.duration === undefined) {
      if (a.duration === b.duration) return a.index - b.index;
      return a.duration === undefined ? -1 : 1;
    }
    return b.duration - a.duration || a.index - b.index;
  });
  return keyed.map(({ file }) => file);
}

export default class DurationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // vitest's order of groups and projects, then longest first inside each project.
    const grouped = await super.sort(files);
    const root = this.ctx.config.root;
    const relativePath = (spec: TestSpecification) => path.relative(root, spec.moduleId).split(path.sep).join('/');
    const durationOf = (spec: TestSpecification) =>
      this.ctx.cache.getFileTestResults(`${spec.project.name}:${relativePath(spec)}`)?.duration ?? RECORDED[relativePath(spec)];
    const ordered: TestSpecification[] = [];
    for (let start = 0; start < grouped.length; ) {
      let end = start;
      while (end < grouped.length && grouped[end]!.project === grouped[start]!.project) end++;
      ordered.push(...longestFirst(grouped.slice(start, end), durationOf));
      start = end;
    }
    return ordered;
  }
}
