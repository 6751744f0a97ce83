import { describe, expect, it } from 'vitest';
import { hideAfterMs, severityOf } from './feedback.ts';

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

describe('severityOf (spec: feedback kinds info, success, warning, error)', () => {
  it('draws 200 as success, warning as warning, info as info and anything else as an error', () => {
    expect(severityOf(200)).toBe('success');
    expect(severityOf('200')).toBe('success');
    expect(severityOf('warning')).toBe('warning');
    expect(severityOf('info')).toBe('info');
    expect(severityOf(-1)).toBe('error');
    expect(severityOf(500)).toBe('error');
  });
});
