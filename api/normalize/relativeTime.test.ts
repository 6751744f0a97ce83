import { describe, expect, it } from 'vitest';
import { relativeTimeText, relativeWording } from './relativeTime.ts';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relative time wording', () => {
  it.each([
    [44 * S, { phrase: 'lessThanAMinute' }],
    [45 * S, { phrase: 'aboutAMinute' }],
    [89 * S, { phrase: 'aboutAMinute' }],
    [90 * S, { unit: 'minute', count: 2 }],
    [44 * M, { unit: 'minute', count: 44 }],
    [45 * M, { phrase: 'aboutAnHour' }],
    [89 * M, { phrase: 'aboutAnHour' }],
    [90 * M, { unit: 'hour', count: 2 }],
    [23 * H, { unit: 'hour', count: 23 }],
    [24 * H, { phrase: 'aDay' }],
    [41 * H, { phrase: 'aDay' }],
    [42 * H, { unit: 'day', count: 2 }],
    [29 * D, { unit: 'day', count: 29 }],
    [30 * D, { phrase: 'aMonth' }],
    [44 * D, { phrase: 'aMonth' }],
    [45 * D, { unit: 'month', count: 2 }],
    [364 * D, { unit: 'month', count: 12 }],
    [365 * D, { phrase: 'aYear' }],
    [547 * D, { phrase: 'aYear' }],
    [548 * D, { unit: 'year', count: 2 }],
    [10 * 365 * D, { unit: 'year', count: 10 }],
  ])('%d ms is %o', (ms, wording) => {
    expect(relativeWording(ms)).toEqual(wording);
    expect(relativeWording(-ms)).toEqual(wording);
  });

  it('words the phrase or the counted unit, past or future, in the locale', () => {
    const texts: Record<string, string> = {
      'time.relative.aboutAnHour': 'about an hour',
      'time.relative.past': '{{time}} ago',
      'time.relative.future': 'in {{time}}',
    };
    const t = (key: string, options?: Record<string, unknown>) => (texts[key] ?? key).replace('{{time}}', String(options?.time ?? ''));
    const now = new Date('2026-01-10T12:00:00Z');
    expect(relativeTimeText(new Date(now.getTime() - 50 * M), now, t, 'en')).toBe('about an hour ago');
    expect(relativeTimeText(new Date(now.getTime() + 3 * D), now, t, 'en')).toBe('in 3 days');
    expect(relativeTimeText(new Date(now.getTime() - 3 * D), now, t, 'de')).toBe('vor 3 Tagen');
    expect(relativeTimeText(new Date(now.getTime() - 20 * S), now, t, 'en')).toBe('time.relative.lessThanAMinute ago');
  });
});
