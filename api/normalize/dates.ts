// Time values as the spec shows them, with Intl instead of moment/Angular pipes:
//   lll               'Sep 4, 1986 8:30 PM'  (date and time)
//   ll                'Sep 4, 1986'          (date only)
//   'MMM d, y h:mm a' 'Sep 4, 1986 8:30 PM'  (table timestamps; the same text as lll)
// In other locales the same parts come in that locale's order and words.

export type DateFormatName = 'lll' | 'll' | 'MMM d, y h:mm a';

const GENERALIZED_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?(?:\.\d+)?Z$/;

/** A Date from an ISO text, an LDAP generalized time (19860904203000Z), epoch milliseconds or a Date. */
export function parseTimeValue(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const generalized = GENERALIZED_TIME.exec(text);
  if (generalized) {
    const [, y, mo, d, h, mi, s] = generalized;
    return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)));
  }
  if (/^\d{10,}$/.test(text)) return new Date(Number(text));
  const parsed = new Date(text);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed;
}

const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersFor(locale: string, timeZone: string | undefined) {
  const id = `${locale}|${timeZone ?? ''}`;
  let pair = formatters.get(id);
  if (!pair) {
    pair = {
      date: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone }),
      time: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }),
    };
    formatters.set(id, pair);
  }
  return pair;
}

/** The value in the named format, or '' when it is not a time value. */
export function formatTimeValue(value: unknown, format: DateFormatName = 'lll', locale = 'en-US', timeZone?: string): string {
  const date = parseTimeValue(value);
  if (!date) return '';
  const { date: dateFormat, time } = formattersFor(locale, timeZone);
  const day = dateFormat.format(date);
  return format === 'll' ? day : `${day} ${time.format(date)}`;
}
