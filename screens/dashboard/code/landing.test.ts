import { describe, expect, it } from 'vitest';
import { itemHref, landingChangeBody, landingLinks, UNCATEGORIZED, UNCATEGORIZED_KEY, UNTITLED_CATEGORY, UNTITLED_CATEGORY_KEY } from './landing.ts';

const answer = {
  itemCategories: [
    { itemCategoryId: 2, categoryName: 'Apps', itemCategoryOrder: 1, items: [
      { itemId: 11, id: 'cn=Mail,ou=res', name: 'Mail', desc: 'E-mail', entityType: 'resource', itemOrder: 1, subType: '' },
      { itemId: 10, id: 'cn=Admin,ou=roles', name: 'Admin', entityType: 'role', itemOrder: 0, subType: 'featured' },
    ] },
    { itemCategoryId: 1, categoryName: 'Self-service', itemCategoryOrder: 0, items: [{ itemId: 12, id: 'tasks', name: 'Tasks', entityType: 'navigation', appUrl: '#/tasks', itemOrder: 0 }] },
    { itemCategoryId: 3, categoryName: ' ', itemCategoryOrder: 2, items: [] },
  ],
  uncategorizedItems: [{ itemId: 13, id: 'orgchart', name: 'Org chart', entityType: 'navigation', appUrl: '' }],
};

describe('landing page model', () => {
  it('orders categories and items by their order, and marks the featured items', () => {
    const { groups } = landingLinks(answer);
    expect(groups.map((g) => g.title)).toEqual(['Self-service', 'Apps', UNTITLED_CATEGORY, UNCATEGORIZED]);
    expect(groups[1]!.items.map((i) => [i.id, i.title, i.featured])).toEqual([['10', 'Admin', true], ['11', 'Mail', false]]);
  });

  it("calls only a category without a name the Untitled Category; the items in no category are 'Other links', with no id", () => {
    const { groups } = landingLinks(answer);
    expect(groups[2]).toMatchObject({ id: '3', titleKey: UNTITLED_CATEGORY_KEY });
    expect(groups[3]).toEqual({ title: UNCATEGORIZED, titleKey: UNCATEGORIZED_KEY, items: [expect.objectContaining({ id: '13', href: '#/orgchart' })] });
    expect(landingLinks(undefined).groups).toEqual([{ title: UNCATEGORIZED, titleKey: UNCATEGORIZED_KEY, items: [] }]);
  });

  it('leads a permission to the request catalogue, a link to its page, and never to a script', () => {
    expect(itemHref({ id: 'cn=Admin,ou=roles', entityType: 'role' })).toBe('#/requests?permission=cn%3DAdmin%2Cou%3Droles&type=ROLE');
    expect(itemHref({ id: 'cn=Mail', entityType: 'RESOURCE' })).toBe('#/requests?permission=cn%3DMail&type=RESOURCE');
    expect(itemHref({ id: 'cn=p', entityType: 'prd' })).toBe('#/requests?permission=cn%3Dp&type=PRD');
    expect(itemHref({ id: 'x', entityType: 'navigation', appUrl: 'https://intranet.example.com' })).toBe('https://intranet.example.com');
    expect(itemHref({ id: 'history', entityType: 'navigation' })).toBe('#/history');
    expect(itemHref({ id: 'x y', entityType: 'navigation', appUrl: 'javascript:alert(1)' })).toBe('');
  });

  it('turns each editor change into the body of its call', () => {
    expect(landingChangeBody({ op: 'createGroup', title: 'Travel' })).toEqual({ itemCategories: [{ categoryName: 'Travel' }] });
    expect(landingChangeBody({ op: 'updateGroups', groups: [{ id: '2', order: 0 }, { id: '1', title: 'Mine', order: 1 }] }))
      .toEqual({ itemCategories: [{ itemCategoryId: 2, itemCategoryOrder: 0 }, { itemCategoryId: 1, categoryName: 'Mine', itemCategoryOrder: 1 }] });
    expect(landingChangeBody({ op: 'deleteGroup', id: '2' })).toEqual({ itemCategories: [{ itemCategoryId: 2 }] });
    expect(landingChangeBody({ op: 'createItem', groupId: '2', title: 'Admin', description: '', kind: 'role', target: 'cn=Admin' }))
      .toEqual({ items: [{ name: 'Admin', desc: '', entityType: 'role', id: 'cn=Admin', itemCategoryId: 2 }] });
    expect(landingChangeBody({ op: 'createItem', title: 'Wiki', description: 'Docs', kind: 'link', target: 'https://wiki' }))
      .toEqual({ items: [{ name: 'Wiki', desc: 'Docs', entityType: 'navigation', appUrl: 'https://wiki' }] });
    expect(landingChangeBody({ op: 'updateItems', items: [{ id: '10', featured: false }, { id: '11', title: 'Post', order: 0, featured: true }] }))
      .toEqual({ items: [{ itemId: 10, subType: '' }, { itemId: 11, name: 'Post', itemOrder: 0, subType: 'featured' }] });
    // A new description, a move into category 3, and one into no category (category 0).
    expect(landingChangeBody({ op: 'updateItems', items: [{ id: '10', title: 'Mail', description: 'Web mail' }, { id: '11', groupId: '3', order: 2 }, { id: '12', groupId: null, order: 0 }] }))
      .toEqual({ items: [{ itemId: 10, name: 'Mail', desc: 'Web mail' }, { itemId: 11, itemCategoryId: 3, itemOrder: 2 }, { itemId: 12, itemCategoryId: 0, itemOrder: 0 }] });
    expect(landingChangeBody({ op: 'deleteItem', id: '10' })).toEqual({ items: [{ itemId: 10 }] });
  });
});
