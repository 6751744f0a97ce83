// The landing page's rules: its categories and items (the server's ItemsByCategoryNode) as the
// links card's groups, where an item leads, and each editor change as the body of its call.
import type { LinkGroup, LinksChange } from './linksModel.ts';

/** The name of a category without a name (and only of that). */
export const UNTITLED_CATEGORY = 'Untitled Category';
export const UNTITLED_CATEGORY_KEY = 'dashboard.landing.untitledCategory';
/** The heading of the items in no category: they are not a category, so not 'Untitled Category'. */
export const UNCATEGORIZED = 'Other links';
export const UNCATEGORIZED_KEY = 'dashboard.landing.uncategorized';
/** The subType of a featured item. */
export const FEATURED = 'featured';

interface UiItemNode { itemId?: unknown; id?: unknown; name?: unknown; desc?: unknown; entityType?: unknown; appUrl?: unknown; itemOrder?: unknown; subType?: unknown }
interface ItemCategoryNode { itemCategoryId?: unknown; categoryName?: unknown; itemCategoryOrder?: unknown; items?: unknown }

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const order = (value: unknown): number => (typeof value === 'number' ? value : Number.MAX_SAFE_INTEGER);
const byOrder = <T>(list: readonly T[], key: (entry: T) => unknown): T[] => [...list].sort((a, b) => order(key(a)) - order(key(b)));

/** The permission types the request catalogue reads from its URL (ROLE, RESOURCE, PRD). */
const PERMISSION_TYPES: Readonly<Record<string, string>> = { role: 'ROLE', resource: 'RESOURCE', prd: 'PRD' };

/**
 * Where an item leads. A permission opens the request catalogue with it chosen:
 * #/requests?permission=<its DN, URL-encoded>&type=ROLE|RESOURCE|PRD. A link opens its appUrl (a
 * console route '#/...' or a web address), else the console page its id names.
 */
export function itemHref(item: UiItemNode): string {
  const type = PERMISSION_TYPES[text(item.entityType).toLowerCase()];
  const id = text(item.id);
  if (type) return `#/requests?permission=${encodeURIComponent(id)}&type=${type}`;
  const appUrl = text(item.appUrl).trim();
  if (appUrl.startsWith('#/') || /^https?:\/\//i.test(appUrl)) return appUrl;
  return /^[A-Za-z][A-Za-z0-9_-]*$/.test(id) ? `#/${id}` : '';
}

const items = (list: unknown) =>
  byOrder(Array.isArray(list) ? (list as UiItemNode[]) : [], (item) => item.itemOrder).map((item) => ({
    id: text(item.itemId), title: text(item.name), description: text(item.desc), href: itemHref(item), featured: item.subType === FEATURED,
  }));

/**
 * The landing page as groups of links: its categories by their order (one without a name is the
 * Untitled Category), then the items in no category as 'Other links', which has no id: it cannot be
 * renamed, moved or deleted.
 */
export function landingLinks(answer: unknown): { groups: LinkGroup[] } {
  const node = (answer ?? {}) as { itemCategories?: unknown; uncategorizedItems?: unknown };
  const categories = byOrder(Array.isArray(node.itemCategories) ? (node.itemCategories as ItemCategoryNode[]) : [], (c) => c.itemCategoryOrder);
  const untitled = { title: UNTITLED_CATEGORY, titleKey: UNTITLED_CATEGORY_KEY };
  return {
    groups: [
      ...categories.map((category) => ({
        id: text(category.itemCategoryId),
        ...(text(category.categoryName).trim() === '' ? untitled : { title: text(category.categoryName) }),
        items: items(category.items),
      })),
      { title: UNCATEGORIZED, titleKey: UNCATEGORIZED_KEY, items: items(node.uncategorizedItems) },
    ],
  };
}

/** The body of an editor change's call (ItemCategoryNodeList or UiItemListNode). */
export function landingChangeBody(change: LinksChange): unknown {
  switch (change.op) {
    case 'createGroup':
      return { itemCategories: [{ categoryName: change.title }] };
    case 'updateGroups':
      return {
        itemCategories: change.groups.map((group) => ({
          itemCategoryId: Number(group.id),
          ...(group.title === undefined ? {} : { categoryName: group.title }),
          ...(group.order === undefined ? {} : { itemCategoryOrder: group.order }),
        })),
      };
    case 'deleteGroup':
      return { itemCategories: [{ itemCategoryId: Number(change.id) }] };
    case 'createItem':
      return {
        items: [{
          name: change.title,
          desc: change.description,
          entityType: change.kind === 'link' ? 'navigation' : change.kind,
          ...(change.kind === 'link' ? { appUrl: change.target } : { id: change.target }),
          ...(change.groupId === undefined ? {} : { itemCategoryId: Number(change.groupId) }),
        }],
      };
    case 'updateItems':
      return {
        items: change.items.map((item) => ({
          itemId: Number(item.id),
          ...(item.title === undefined ? {} : { name: item.title }),
          ...(item.description === undefined ? {} : { desc: item.description }),
          // No category is category 0: the contract's itemCategoryId is a number.
          ...(item.groupId === undefined ? {} : { itemCategoryId: item.groupId === null ? 0 : Number(item.groupId) }),
          ...(item.order === undefined ? {} : { itemOrder: item.order }),
          ...(item.featured === undefined ? {} : { subType: item.featured ? FEATURED : '' }),
        })),
      };
    case 'deleteItem':
      return { items: [{ itemId: Number(change.id) }] };
  }
}
