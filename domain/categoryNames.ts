// The catalogue's categories are named by the server in one language. The names the sandbox gives
// its categories (server/seed/catalog/categories.ts) are the English texts of the console's keys
// catalog.category.*: a category with one of those names is shown in the user's language, any
// other by the server's name (as attribute labels are, widgets/attributeValue/attributeLabel.ts).

const CATEGORY_KEYS: Readonly<Record<string, string>> = {
  Default: 'catalog.category.default',
  Finance: 'catalog.category.finance',
  'Information Technology': 'catalog.category.it',
  'Human Resources': 'catalog.category.hr',
  Sales: 'catalog.category.sales',
  Security: 'catalog.category.security',
  Accounts: 'catalog.category.accounts',
  'Group Memberships': 'catalog.category.groups',
  Applications: 'catalog.category.applications',
  Hardware: 'catalog.category.hardware',
  'Account Requests': 'catalog.category.accountRequests',
  Facilities: 'catalog.category.facilities',
  'IT Requests': 'catalog.category.itRequests',
};

/** A category's name in the user's language when the console knows it, else the server's name. */
export function categoryName(name: string, t: (key: string) => string): string {
  const key = CATEGORY_KEYS[name];
  return key ? t(key) : name;
}
