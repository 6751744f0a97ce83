import { describe, expect, it } from 'vitest';
import { formatTimeValue, parseTimeValue } from './dates.ts';

const moment = '1986-09-04T20:30:00Z';

describe('formatTimeValue', () => {
  it("gives moment's lll and ll and the table's 'MMM d, y h:mm a'", () => {
    expect(formatTimeValue(moment, 'lll', 'en-US', 'UTC')).toBe('Sep 4, 1986 8:30 PM');
    expect(formatTimeValue(moment, 'll', 'en-US', 'UTC')).toBe('Sep 4, 1986');
    expect(formatTimeValue(moment, 'MMM d, y h:mm a', 'en-US', 'UTC')).toBe('Sep 4, 1986 8:30 PM');
  });
  it('reads LDAP generalized time and epoch milliseconds', () => {
    expect(formatTimeValue('19860904203000Z', 'lll', 'en-US', 'UTC')).toBe('Sep 4, 1986 8:30 PM');
    expect(formatTimeValue(Date.parse(moment), 'll', 'en-US', 'UTC')).toBe('Sep 4, 1986');
    expect(formatTimeValue(String(Date.parse(moment)), 'll', 'en-US', 'UTC')).toBe('Sep 4, 1986');
  });
  it('uses the locale words', () => {
    expect(formatTimeValue(moment, 'll', 'de', 'UTC')).toBe('4. Sept. 1986');
  });
  it('gives an empty text for what is not a time', () => {
    expect(formatTimeValue('soon', 'lll')).toBe('');
    expect(formatTimeValue(undefined, 'lll')).toBe('');
    expect(parseTimeValue('')).toBeUndefined();
  });
});
