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
