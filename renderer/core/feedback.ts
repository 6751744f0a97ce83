// Reads a feedback answer: optional succeeded, failed (id, name, reason) and sods (sodName,
// perm1Name, perm2Name) lists plus a success flag (the string 'true' counts as true). Pure: the
// action runner turns the outcome into a banner.

export interface FailedItem {
  id: string;
  name: string;
  reason: string;
}

export interface SodConflict {
  sodName: string;
  perm1Name: string;
  perm2Name: string;
}

export interface FeedbackOutcome {
  /** The server said it did not do everything (success false), or listed failures or conflicts. */
  partial: boolean;
  failed: FailedItem[];
  sods: SodConflict[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => !!v && typeof v === 'object') : []);

/** The outcome of an answer that is a feedback message, or undefined for any other answer. */
export function readFeedback(answer: unknown): FeedbackOutcome | undefined {
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) return undefined;
  const a = answer as Record<string, unknown>;
  if (!('success' in a) && !('failed' in a) && !('sods' in a) && !('succeeded' in a)) return undefined;
  const failed = list(a.failed).map((f) => ({ id: text(f.id), name: text(f.name) || text(f.id), reason: text(f.reason) }));
  const sods = list(a.sods).map((s) => ({ sodName: text(s.sodName), perm1Name: text(s.perm1Name), perm2Name: text(s.perm2Name) }));
  const success = a.success === undefined ? true : a.success === true || String(a.success).toLowerCase() === 'true';
  return { partial: !success || failed.length > 0 || sods.length > 0, failed, sods };
}

export type TranslateWith = (key: string, values?: Record<string, string | number>) => string;

/**
 * The warning banner's text: each failed item with its reason, then each SoD conflict. With the
 * action's failure message ('User(s) failed to delete'), the failed items follow it after a colon,
 * as the spec words it ('User(s) failed to delete: <reason>').
 */
export function feedbackWarning(outcome: FeedbackOutcome, t: TranslateWith, failureMessage?: string): string {
  const parts: string[] = [];
  if (outcome.failed.length > 0) {
    const items = outcome.failed.map((f) => (f.reason ? t('renderer.feedback.failedItem', { name: f.name, reason: f.reason }) : f.name));
    parts.push(failureMessage ? `${failureMessage}: ${items.join('; ')}` : t('renderer.feedback.failed', { items: items.join('; ') }));
  }
  if (outcome.sods.length > 0) {
    const conflicts = outcome.sods.map((s) => t('renderer.feedback.sod', { ...s }));
    parts.push(t('renderer.feedback.sods', { conflicts: conflicts.join('; ') }));
  }
  return parts.length > 0 ? parts.join(' ') : t('renderer.feedback.notDone');
}
