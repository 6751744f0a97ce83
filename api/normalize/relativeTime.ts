// Relative time wording as the product words it: the thresholds of the product's
// time library: under 45 seconds 'less than a minute', under 90 seconds 'about a minute', minutes
// up to 45, 'about an hour' up to 90 minutes, hours up to 24, 'a day' up to 42 hours, days up to
// 30, 'a month' up to 45 days, months up to a year, 'a year' up to 1.5 years, then years. Pure:
// the wording is a translation key, counted units are numbers the caller words in its locale.

export type RelativeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

export type RelativeWording =
  | { phrase: 'lessThanAMinute' | 'aboutAMinute' | 'aboutAnHour' | 'aDay' | 'aMonth' | 'aYear' }
  | { unit: RelativeUnit; count: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The wording of a distance in time (milliseconds, either direction). */
export function relativeWording(distanceMs: number): RelativeWording {
  const ms = Math.abs(distanceMs);
  const minutes = Math.round(ms / MINUTE);
  const hours = Math.round(ms / HOUR);
  const days = Math.round(ms / DAY);
  if (ms < 45 * SECOND) return { phrase: 'lessThanAMinute' };
  if (ms < 90 * SECOND) return { phrase: 'aboutAMinute' };
  if (ms < 45 * MINUTE) return { unit: 'minute', count: Math.max(2, minutes) };
  if (ms < 90 * MINUTE) return { phrase: 'aboutAnHour' };
  if (ms < 24 * HOUR) return { unit: 'hour', count: Math.max(2, hours) };
  if (ms < 42 * HOUR) return { phrase: 'aDay' };
  if (ms < 30 * DAY) return { unit: 'day', count: Math.max(2, days) };
  if (ms < 45 * DAY) return { phrase: 'aMonth' };
  if (ms < 365 * DAY) return { unit: 'month', count: Math.min(12, Math.max(2, Math.round(ms / (30.4375 * DAY)))) };
  if (ms < 548 * DAY) return { phrase: 'aYear' };
  return { unit: 'year', count: Math.max(2, Math.round(ms / (365.25 * DAY))) };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The time's distance from now in words, e.g. 'about an hour ago', 'in 3 days': the phrases are
 * translation keys (time.relative.* inside time.relative.past or .future), counted units worded
 * whole by Intl.RelativeTimeFormat in the locale (its plurals and its cases: 'vor 3 Tagen').
 */
export function relativeTimeText(date: Date, now: Date, t: Translate, locale: string): string {
  const distance = date.getTime() - now.getTime();
  const wording = relativeWording(distance);
  if ('phrase' in wording) return t(distance > 0 ? 'time.relative.future' : 'time.relative.past', { time: t(`time.relative.${wording.phrase}`) });
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(distance > 0 ? wording.count : -wording.count, wording.unit);
}
