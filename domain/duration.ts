// Assignment expiry durations (units D, M, Y; a resource's isExpirationRequired and expiresAfter).
// A duration is written as the server stores expiresAfter: a whole number and a unit, '30D', '6M',
// '1Y'. Pure: the console and the sandbox server share it.

export const EXPIRY_UNITS = ['D', 'M', 'Y'] as const;
export type ExpiryUnit = (typeof EXPIRY_UNITS)[number];

export interface Duration {
  amount: number;
  unit: ExpiryUnit;
}

export const isExpiryUnit = (value: unknown): value is ExpiryUnit => (EXPIRY_UNITS as readonly unknown[]).includes(value);

/** '6M' → { amount: 6, unit: 'M' }; undefined unless a positive whole number and a unit D, M or Y. */
export function parseDuration(value: unknown): Duration | undefined {
  const match = typeof value === 'string' ? /^\s*(\d+)\s*([DMY])\s*$/i.exec(value) : null;
  if (!match) return undefined;
  const amount = Number(match[1]);
  return amount > 0 ? { amount, unit: match[2]!.toUpperCase() as ExpiryUnit } : undefined;
}

/** { amount: 6, unit: 'M' } → '6M'; undefined unless a positive whole number and a known unit. */
export function formatDuration(amount: unknown, unit: unknown): string | undefined {
  const n = typeof amount === 'string' && amount.trim() !== '' ? Number(amount) : amount;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && isExpiryUnit(unit) ? `${n}${unit}` : undefined;
}

/**
 * The date `amount` days (D), months (M) or years (Y) after `from` (UTC). Months and years keep the
 * day of the month where the target month has it, else its last day (Jan 31 + 1 M = Feb 28).
 */
export function addDuration(from: Date, amount: number, unit: ExpiryUnit): Date {
  const date = new Date(from.getTime());
  if (unit === 'D') {
    date.setUTCDate(date.getUTCDate() + amount);
    return date;
  }
  const months = unit === 'M' ? amount : amount * 12;
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
}
