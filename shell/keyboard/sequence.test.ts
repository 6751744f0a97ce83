import { describe, expect, it } from 'vitest';
import { NO_KEYS, parseSequence, pressKey, SEQUENCE_PAUSE_MS, type SequenceState } from './sequence.ts';

const SEQUENCES = ['g u', 'g t', '/', '?'].map(parseSequence);

/** Presses the keys one after the other, `gapMs` apart; returns the index each completed (or undefined) and whether it was consumed. */
function type(keys: string[], gapMs = 100) {
  let state: SequenceState = NO_KEYS;
  return keys.map((key, i) => {
    const outcome = pressKey(state, key, 1000 + i * gapMs, SEQUENCES);
    state = outcome.state;
    return { matched: outcome.matched, consumed: outcome.consumed };
  });
}

describe('shortcut key sequences', () => {
  it('parses a written sequence into its keys', () => {
    expect(parseSequence(' g  u ')).toEqual(['g', 'u']);
    expect(parseSequence('?')).toEqual(['?']);
  });

  it('completes a two-key sequence on its second key, consuming both', () => {
    expect(type(['g', 'u'])).toEqual([{ matched: undefined, consumed: true }, { matched: 0, consumed: true }]);
    expect(type(['g', 't'])[1]!.matched).toBe(1);
  });

  it('completes one-key sequences at once', () => {
    expect(type(['/'])).toEqual([{ matched: 2, consumed: true }]);
    expect(type(['?'])).toEqual([{ matched: 3, consumed: true }]);
  });

  it('leaves keys that begin no sequence to the page', () => {
    expect(type(['u', 'x'])).toEqual([
      { matched: undefined, consumed: false },
      { matched: undefined, consumed: false },
    ]);
  });

  it('forgets a begun sequence after the pause', () => {
    expect(type(['g', 'u'], SEQUENCE_PAUSE_MS + 1)[1]).toEqual({ matched: undefined, consumed: false });
  });

  it('starts over with a key that continues nothing: "g /" still searches, "g x u" goes nowhere', () => {
    expect(type(['g', '/'])[1]!.matched).toBe(2);
    const results = type(['g', 'x', 'u']);
    expect(results[1]).toEqual({ matched: undefined, consumed: false });
    expect(results[2]).toEqual({ matched: undefined, consumed: false });
  });

  it('lets a new "g" begin again after a completed sequence', () => {
    expect(type(['g', 'u', 'g', 't']).map((r) => r.matched)).toEqual([undefined, 0, undefined, 1]);
  });
});
