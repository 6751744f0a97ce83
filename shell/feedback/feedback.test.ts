import { describe, expect, it } from 'vitest';
import { hideAfterMs } from './feedback.ts';

describe('hideAfterMs', () => {
  const saved = { status: 200, message: 'Saved' };
  it('reads messageTime as milliseconds from 1000 on, and as seconds below', () => {
    expect(hideAfterMs(saved, 1000)).toBe(1000);
    expect(hideAfterMs(saved, '2500')).toBe(2500);
    expect(hideAfterMs(saved, 7)).toBe(7000);
  });

  it('uses five seconds without a usable messageTime, and keeps a sticky warning', () => {
    expect(hideAfterMs(saved, undefined)).toBe(5000);
    expect(hideAfterMs(saved, -3)).toBe(5000);
    expect(hideAfterMs({ status: 'warning', message: 'Careful', sticky: true }, 1000)).toBeUndefined();
  });
});
