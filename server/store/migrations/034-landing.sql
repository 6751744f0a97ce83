-- The landing page (per client): categories of items, an item being a permission to request or a
-- link to a page; featured items are flagged. The dashboard's default cards (per client) set by an
-- administrator, and each user's own arrangement of them.

CREATE TABLE landing_categories (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  client_id TEXT NOT NULL,
  name TEXT NOT NULL,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX landing_categories_client ON landing_categories(client_id, sort_order);

CREATE TABLE landing_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  client_id TEXT NOT NULL,
  -- NULL: not in a category (the answer's uncategorizedItems).
  category_id INTEGER REFERENCES landing_categories(id) ON DELETE SET NULL,
  -- A permission DN (entity_type role, resource or prd) or a navigation id (entity_type navigation).
  target TEXT NOT NULL DEFAULT '',
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  entity_type TEXT NOT NULL DEFAULT 'navigation',
  app_url TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL DEFAULT 0,
  featured INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX landing_items_client ON landing_items(client_id, category_id, sort_order);

CREATE TABLE dashboard_tiles (
  client_id TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE dashboard_preferences (
  user_dn TEXT NOT NULL,
  attribute TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (user_dn, attribute)
);
