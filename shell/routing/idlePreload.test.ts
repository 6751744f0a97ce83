import { describe, expect, it, vi } from 'vitest';
import { menuRoutes, preloadMenuWhenIdle } from './idlePreload.ts';

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
});
