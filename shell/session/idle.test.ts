import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, idleCheck, idleWarningDelayMs, secondsUntilExpiry, type LastAccessStore } from './idle.ts';

describe('idle rule', () => {
  it('warns at the session timeout minus 120 seconds', () => {
    expect(idleWarningDelayMs(1800)).toBe(1680_000);
    expect(idleCheck(1_680_000, 0, 1800)).toEqual({ warn: true });
    expect(idleCheck(1_679_000, 0, 1800)).toEqual({ warn: false, waitMs: 1000 });
  });
  it('counts the seconds left until the session ends', () => {
    expect(secondsUntilExpiry(1_680_000, 0, 1800)).toBe(120);
    expect(secondsUntilExpiry(9_999_999, 0, 1800)).toBe(0);
  });
});

describe('createIdleTimer', () => {
  let shared = 0;
  const store: LastAccessStore = { read: () => shared, write: (t) => (shared = t) };
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('warns after the idle delay when nothing happens', () => {
    const onWarn = vi.fn();
    const timer = createIdleTimer({ sessionTimeoutSeconds: 130, store, onWarn });
    vi.advanceTimersByTime(9_999);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarn).toHaveBeenCalledOnce();
    timer.stop();
  });
  it('a click (touch) restarts the delay', () => {
    const onWarn = vi.fn();
    const timer = createIdleTimer({ sessionTimeoutSeconds: 130, store, onWarn });
    vi.advanceTimersByTime(8_000);
    timer.touch();
    vi.advanceTimersByTime(8_000);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(onWarn).toHaveBeenCalledOnce();
    timer.stop();
  });
  it('does not warn when another tab recorded recent activity', () => {
    const onWarn = vi.fn();
    const timer = createIdleTimer({ sessionTimeoutSeconds: 130, store, onWarn });
    vi.advanceTimersByTime(6_000);
    shared = Date.now(); // the other tab's click
    vi.advanceTimersByTime(4_000);
    expect(onWarn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(6_000);
    expect(onWarn).toHaveBeenCalledOnce();
    timer.stop();
  });
});
