import { describe, expect, it } from 'vitest';
import { featuredLinks, groupTitle, linkGroupsOf, linkTarget, moveToGroupChange, orderChanges, shownText } from './linksModel.ts';

describe('links card rules', () => {
  it('reads the groups of a transformed answer and leaves out what is malformed', () => {
    const groups = linkGroupsOf({
      groups: [
        { id: 7, title: 'Apps', items: [{ id: 1, title: 'Mail', href: 'https://mail.example.com', featured: true }, { title: 'no id' }] },
        { title: 'Untitled', items: [{ id: '2', title: 'Tasks', href: '#/tasks' }] },
        { id: 'x', title: 'broken' },
      ],
    });
    expect(groups).toEqual([
      { id: '7', title: 'Apps', items: [{ id: '1', title: 'Mail', description: '', href: 'https://mail.example.com', featured: true }] },
      { title: 'Untitled', items: [{ id: '2', title: 'Tasks', description: '', href: '#/tasks', featured: false }] },
    ]);
    expect(linkGroupsOf(undefined)).toEqual([]);
  });

  it('lists the featured items once each', () => {
    const item = (id: string, featured: boolean) => ({ id, title: id, href: '#/x', featured });
    expect(featuredLinks([{ id: '1', title: 'a', items: [item('1', true), item('2', false)] }, { title: 'b', items: [item('3', true), item('1', true)] }]).map((i) => i.id)).toEqual(['1', '3']);
  });

  it('moves an item into another group at an index or at its end, with the group’s new order', () => {
    const item = (id: string) => ({ id, title: id, href: '#/x' });
    const travel = { id: '2', title: 'Travel', items: [item('20'), item('21')] };
    expect(moveToGroupChange(item('10'), travel, 1)).toEqual({ op: 'updateItems', items: [{ id: '20', order: 0 }, { id: '10', order: 1, groupId: '2' }, { id: '21', order: 2 }] });
    expect(moveToGroupChange(item('10'), travel)).toEqual({ op: 'updateItems', items: [{ id: '20', order: 0 }, { id: '21', order: 1 }, { id: '10', order: 2, groupId: '2' }] });
    // Into the group of what is in no group: no group id.
    expect(moveToGroupChange(item('10'), { title: 'Untitled', items: [] })).toEqual({ op: 'updateItems', items: [{ id: '10', order: 0, groupId: null }] });
  });

  it('opens console routes inside, web pages in a new tab, and nothing else', () => {
    expect(linkTarget('#/requests?permission=cn%3Dr&type=ROLE')).toEqual({ kind: 'route', path: '/requests?permission=cn%3Dr&type=ROLE' });
    expect(linkTarget('https://example.com/a')).toEqual({ kind: 'page', url: 'https://example.com/a' });
    expect(linkTarget('javascript:alert(1)')).toBeUndefined();
    expect(linkTarget('')).toBeUndefined();
  });

  it('numbers the ids in their new order', () => {
    expect(orderChanges(['b', 'a'])).toEqual([{ id: 'b', order: 0 }, { id: 'a', order: 1 }]);
  });
});

describe('built-in texts of the landing page', () => {
  it('are shown by their key while unchanged; a renamed or other text is data, shown as it is', () => {
    const t = (key: string) => `«${key}»`;
    expect(shownText('My tasks', t)).toBe('«renderer.landing.builtIn.myTasks»');
    expect(shownText('Approve or deny what waits for you', t)).toBe('«renderer.landing.builtIn.myTasksDescription»');
    expect(shownText('My tasks (team)', t)).toBe('My tasks (team)');
    expect(groupTitle({ id: '1', title: 'Self-service', items: [] }, t)).toBe('«renderer.landing.builtIn.selfService»');
    expect(groupTitle({ title: 'x', titleKey: 'dashboard.landing.untitledCategory', items: [] }, t)).toBe('«dashboard.landing.untitledCategory»');
  });
});
