// The entries a timeline shows, pure: the value's list read through the options' paths, ordered by
// time (a stable sort: entries without a time keep their order, after the timed ones).
import { getPath } from '../../api/normalize/paths.ts';
import { parseTimeValue } from '../../api/normalize/dates.ts';
import type { TimelineOptions } from '../../schemas/types/widgets/timeline.ts';

export interface TimelineEntry {
  who: string;
  when?: Date;
  title: string;
  text: string;
  /** The state code as text ('' when the entry has none). */
  state: string;
}

const textAt = (entry: unknown, path: string | undefined): string => {
  if (!path) return '';
  const value = getPath(entry, path);
  return value === undefined || value === null ? '' : typeof value === 'object' ? '' : String(value);
};

export function timelineEntries(value: unknown, options: TimelineOptions): TimelineEntry[] {
  const list = Array.isArray(value) ? value : [];
  const entries = list.map((entry: unknown) => ({
    who: textAt(entry, options.who),
    when: options.when ? parseTimeValue(getPath(entry, options.when)) : undefined,
    title: textAt(entry, options.title),
    text: textAt(entry, options.text),
    state: textAt(entry, options.state),
  }));
  if (!options.when) return options.newestFirst ? entries.reverse() : entries;
  const direction = options.newestFirst ? -1 : 1;
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => {
      const ta = a.entry.when?.getTime();
      const tb = b.entry.when?.getTime();
      if (ta === undefined || tb === undefined) return ta === tb ? a.index - b.index : ta === undefined ? 1 : -1;
      return ta === tb ? a.index - b.index : (ta - tb) * direction;
    })
    .map(({ entry }) => entry);
}
