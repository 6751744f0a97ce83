// Key sequences ("g u": g, then u) as a small state machine, apart from the DOM so that it can be
// tested alone. A sequence's keys must follow each other within a pause; a key that continues no
// sequence starts over (so "g /" still focuses the search).

/** The keys of a sequence as written in the shortcut table: "g u" → ["g", "u"]. */
export function parseSequence(written: string): string[] {
  return written.trim().split(/\s+/).filter(Boolean);
}

/** The longest pause between two keys of one sequence. */
export const SEQUENCE_PAUSE_MS = 1500;

export interface SequenceState {
  /** The keys typed so far of a sequence not yet complete. */
  pending: readonly string[];
  /** When the last of them was typed. */
  at: number;
}

export const NO_KEYS: SequenceState = { pending: [], at: 0 };

export interface KeyOutcome {
  state: SequenceState;
  /** The index of the sequence the key completed, if any. */
  matched?: number;
  /** Whether the key belonged to a sequence (completed it or began one): the page should not see it. */
  consumed: boolean;
}

const startsWith = (sequence: readonly string[], keys: readonly string[]) => keys.every((key, i) => sequence[i] === key);

function advance(pending: readonly string[], key: string, now: number, sequences: readonly (readonly string[])[]): KeyOutcome | undefined {
  const keys = [...pending, key];
  const matched = sequences.findIndex((sequence) => sequence.length === keys.length && startsWith(sequence, keys));
  if (matched >= 0) return { state: NO_KEYS, matched, consumed: true };
  if (sequences.some((sequence) => sequence.length > keys.length && startsWith(sequence, keys))) return { state: { pending: keys, at: now }, consumed: true };
  return undefined;
}

/** What one key press does, given the keys pending and the sequences known. */
export function pressKey(state: SequenceState, key: string, now: number, sequences: readonly (readonly string[])[], pauseMs = SEQUENCE_PAUSE_MS): KeyOutcome {
  const pending = state.pending.length > 0 && now - state.at <= pauseMs ? state.pending : [];
  return advance(pending, key, now, sequences) ?? (pending.length > 0 ? advance([], key, now, sequences) : undefined) ?? { state: NO_KEYS, consumed: false };
}
