import { describe, expect, it } from 'vitest';
import { menuPaths, offeredShortcuts, SHORTCUTS, usesCommandKey } from './shortcuts.ts';

const menu = [
  { mapName: 'tasks', menuName: 'Tasks', context: '#/tasks' },
  { mapName: 'access', menuName: 'Access', context: '', subMenuList: [{ mapName: 'history', menuName: 'History', context: '/idmdash/#/history' }] },
  { mapName: 'external', menuName: 'Wiki', context: 'https://wiki.example/' },
];

describe('keyboard shortcuts offered', () => {
  it('collects the route paths of the menu and its sub-menus, not external links', () => {
    expect([...menuPaths(menu)].sort()).toEqual(['/history', '/tasks']);
  });

  it('offers a page shortcut only when the menu leads to its page, the others always', () => {
    const offered = offeredShortcuts(menuPaths(menu)).map((s) => s.keys);
    expect(offered).toEqual(['g t', 'g h', '/', '?']);
    expect(offered).not.toContain('g u');
  });

  it('has g t for tasks and g u for users, each key sequence once', () => {
    const keys = SHORTCUTS.map((s) => s.keys);
    expect(new Set(keys).size).toBe(keys.length);
    expect(SHORTCUTS.find((s) => s.keys === 'g t')?.command).toEqual({ kind: 'go', path: '/tasks' });
    expect(SHORTCUTS.find((s) => s.keys === 'g u')?.command).toEqual({ kind: 'go', path: '/users' });
  });

  it('names the command key ⌘ on Apple platforms', () => {
    expect(usesCommandKey('MacIntel')).toBe(true);
    expect(usesCommandKey('Linux x86_64')).toBe(false);
  });
});
