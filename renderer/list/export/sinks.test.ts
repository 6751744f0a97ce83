import { afterEach, describe, expect, it } from 'vitest';
import { EXPORT_FORMATS } from './formats.ts';
import { exportFileName } from './sinks.ts';

describe('the export file’s name', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('is the list’s name and the date where the user is, not in Greenwich', () => {
    process.env.TZ = 'Pacific/Auckland';
    // Half past midnight on New Year's Day in Auckland: still 31 December in UTC.
    expect(exportFileName('users', EXPORT_FORMATS.csv, new Date(2026, 0, 1, 0, 30))).toBe('users 2026-01-01.csv');
    process.env.TZ = 'America/Los_Angeles';
    expect(exportFileName('users', EXPORT_FORMATS.json, new Date(2026, 11, 31, 23, 30))).toBe('users 2026-12-31.json');
  });

  it('leaves out what file systems refuse', () => {
    expect(exportFileName('a/b: "c"?', EXPORT_FORMATS.csv, new Date(2026, 4, 9))).toBe('a b c 2026-05-09.csv');
    expect(exportFileName(' / ', EXPORT_FORMATS.csv, new Date(2026, 4, 9))).toBe('export 2026-05-09.csv');
  });
});
