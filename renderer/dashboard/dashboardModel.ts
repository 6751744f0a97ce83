// The pure rules of a dashboard: how wide a card is, and the numbers a card of counts shows.
import { getPath } from '../../api/normalize/paths.ts';
import type { DashboardCount } from '../../schemas/types/screen.ts';

/** Columns of a six-column grid a card spans, by its width. */
export const CARD_COLUMNS = { full: 6, half: 3, third: 2 } as const;

/** Each count with its number from the answer; a missing or non-numeric value shows as 0. */
export function countsOf(counts: readonly DashboardCount[], answer: unknown): { count: DashboardCount; value: number }[] {
  return counts.map((count) => {
    const raw = getPath(answer, count.path);
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
    return { count, value: Number.isFinite(value) ? value : 0 };
  });
}

/** An arrangement (the ids of the cards shown, in order) from a list or JSON text of one; undefined when there is none. */
export function arrangementOf(raw: unknown): string[] | undefined {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return undefined;
    }
  }
  if (!Array.isArray(value)) return undefined;
  const ids = value.filter((id): id is string => typeof id === 'string');
  return ids.length > 0 ? ids : undefined;
}

/** Whether an access answer's value allows: only an explicit false (or 'false') forbids. */
export const allows = (value: unknown): boolean => value !== false && value !== 'false';

/** Card id → may the user see it, from { id: true/false } or [{ key, value }]; values may be the strings "true"/"false". */
export function accessOf(raw: unknown): ReadonlyMap<string, boolean> {
  const entries: [string, unknown][] = Array.isArray(raw)
    ? raw.flatMap((entry: { key?: unknown; value?: unknown } | null) => (typeof entry?.key === 'string' ? [[entry.key, entry.value] as [string, unknown]] : []))
    : typeof raw === 'object' && raw !== null ? Object.entries(raw) : [];
  return new Map(entries.map(([id, value]) => [id, allows(value)]));
}

/** The cards the user may see: all but those the access answer marks false. */
export function allowedCards<Card extends { id: string }>(cards: readonly Card[], access: ReadonlyMap<string, boolean>): Card[] {
  return cards.filter((card) => access.get(card.id) !== false);
}

/**
 * The cards shown, in order: the user's own arrangement, else the defaults, else every allowed
 * card in the definition's order. Ids of cards that are not allowed (or no longer exist) are skipped.
 */
export function arrangedCards<Card extends { id: string }>(allowed: readonly Card[], own: string[] | undefined, defaults: string[] | undefined): Card[] {
  const ids = own ?? defaults;
  if (!ids) return [...allowed];
  return ids.flatMap((id) => allowed.filter((card) => card.id === id));
}

/** The list with the entry at `from` moved to `to` (both clamped to the list). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const result = [...list];
  if (from < 0 || from >= list.length) return result;
  const [entry] = result.splice(from, 1);
  result.splice(Math.max(0, Math.min(to, result.length)), 0, entry as T);
  return result;
}

/** A route path with constant query parameters added ('/history' + { status: 'pending' } → '/history?status=pending'). */
export function withQuery(path: string, query: Readonly<Record<string, string | undefined>> | undefined): string {
  const search = new URLSearchParams(Object.entries(query ?? {}).flatMap(([name, value]) => (value === undefined ? [] : [[name, value]]))).toString();
  return search === '' ? path : `${path}${path.includes('?') ? '&' : '?'}${search}`;
}
