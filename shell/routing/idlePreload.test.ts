import { describe, expect, it, vi } from 'vitest';
import { browserAsksToSaveData, menuRoutes, preloadMenuWhenIdle } from './idlePreload.ts';

const menu = [
  { mapName: 'dashboard', context: '#/dashboard' },
  { mapName: 'access', subMenuList: [{ mapName: 'history', context: '/idmdash/#/history' }, { mapName: 'requests', context: '#/requests?x=1' }] },
  { mapName: 'external', context: 'https://example.com/' },
  { mapName: 'again', context: '#/dashboard' },
];

describe("the menu's pages preloaded when idle", () => {
  it('finds the routes the menu leads to, sub-menus included, each once', () => {
    expect(menuRoutes(menu).map((route) => route.path)).toEqual(['/dashboard', '/history', '/requests']);
  });

  it('waits for the delay, then preloads one page per idle period; stopping stops the rest', () => {
    vi.useFakeTimers();
    try {
      const idle: Array<() => void> = [];
      const preloaded: string[] = [];
      const stop = preloadMenuWhenIdle(menu, { delayMs: 1000, idle: (work) => (idle.push(work), () => undefined), preload: (route) => void preloaded.push(route.path) });
      vi.advanceTimersByTime(999);
      expect(idle).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(idle).toHaveLength(1);
      idle.shift()!();
      expect(preloaded).toEqual(['/dashboard']);
      idle.shift()!();
      expect(preloaded).toEqual(['/dashboard', '/history']);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it("fetches nothing for a user whose browser asks to save data", () => {
    vi.useFakeTimers();
    try {
      const idle: Array<() => void> = [];
      const preloaded: string[] = [];
      preloadMenuWhenIdle(menu, { delayMs: 1000, saveData: true, idle: (work) => (idle.push(work), () => undefined), preload: (route) => void preloaded.push(route.path) });
      vi.advanceTimersByTime(60_000);
      expect(idle).toHaveLength(0);
      expect(preloaded).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads the browser's Save-Data preference", () => {
    const connection = { saveData: false };
    vi.stubGlobal('navigator', { connection });
    try {
      expect(browserAsksToSaveData()).toBe(false);
      connection.saveData = true;
      expect(browserAsksToSaveData()).toBe(true);
      vi.stubGlobal('navigator', {});
      expect(browserAsksToSaveData()).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
