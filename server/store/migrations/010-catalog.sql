-- Numbered 010 to leave 002-009 to the platform's own tables (such as 002-logging) without clashes.
-- The catalogue and workflow data of the demo organisation (server/seed/ fills it; the role,
-- resource, SoD, team, request, task, delegation and availability endpoints read and write it).
-- Conventions of 001: timestamps ISO-8601 UTC text, booleans 0/1, JSON values text (attrs holds what
-- an endpoint needs beyond the indexed columns). Historical rows (requests, tasks) keep user DNs as
-- plain text so that deleting a user does not rewrite history.

CREATE TABLE role_levels (
  level INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  container_dn TEXT NOT NULL UNIQUE
);

CREATE TABLE categories (
  key TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('role', 'resource', 'prd')),
  name TEXT NOT NULL,
  PRIMARY KEY (key, kind)
);

CREATE TABLE roles (
  dn TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  level INTEGER NOT NULL REFERENCES role_levels(level),
  status INTEGER NOT NULL DEFAULT 50,
  approval_required INTEGER NOT NULL DEFAULT 0,
  approval_type TEXT NOT NULL DEFAULT 'NONE',
  quorum TEXT,
  attrs TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX roles_name ON roles(name COLLATE NOCASE);
CREATE INDEX roles_level ON roles(level);

CREATE TABLE role_categories (
  role_dn TEXT NOT NULL REFERENCES roles(dn) ON DELETE CASCADE,
  category_key TEXT NOT NULL,
  PRIMARY KEY (role_dn, category_key)
);

CREATE TABLE role_owners (
  role_dn TEXT NOT NULL REFERENCES roles(dn) ON DELETE CASCADE,
  owner_dn TEXT NOT NULL,
  PRIMARY KEY (role_dn, owner_dn)
);

CREATE TABLE role_approvers (
  role_dn TEXT NOT NULL REFERENCES roles(dn) ON DELETE CASCADE,
  approver_dn TEXT NOT NULL,
  sequence INTEGER NOT NULL,
  PRIMARY KEY (role_dn, approver_dn)
);

CREATE TABLE role_links (
  parent_dn TEXT NOT NULL REFERENCES roles(dn) ON DELETE CASCADE,
  child_dn TEXT NOT NULL REFERENCES roles(dn) ON DELETE CASCADE,
  PRIMARY KEY (parent_dn, child_dn)
);
CREATE INDEX role_links_child ON role_links(child_dn);

CREATE TABLE role_assignments (
  role_dn TEXT NOT NULL REFERENCES roles(dn) ON DELETE CASCADE,
  recipient_dn TEXT NOT NULL,
  recipient_type TEXT NOT NULL CHECK (recipient_type IN ('user', 'group', 'container')),
  effective_date TEXT NOT NULL,
  expiry_date TEXT,
  PRIMARY KEY (role_dn, recipient_dn)
);
CREATE INDEX role_assignments_recipient ON role_assignments(recipient_dn);

CREATE TABLE drivers (
  dn TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  has_logical_system INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE entitlements (
  dn TEXT PRIMARY KEY,
  driver_dn TEXT NOT NULL REFERENCES drivers(dn) ON DELETE CASCADE,
  name TEXT NOT NULL,
  display_name TEXT NOT NULL,
  multi_valued INTEGER NOT NULL DEFAULT 0,
  cprs_supported INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX entitlements_driver ON entitlements(driver_dn);

CREATE TABLE entitlement_values (
  entitlement_dn TEXT NOT NULL REFERENCES entitlements(dn) ON DELETE CASCADE,
  value TEXT NOT NULL,
  display_name TEXT NOT NULL,
  PRIMARY KEY (entitlement_dn, value)
);

CREATE TABLE resources (
  dn TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  -- NULL for a resource without an entitlement binding (manual fulfilment).
  entitlement_dn TEXT REFERENCES entitlements(dn) ON DELETE SET NULL,
  entitlement_value TEXT,
  status INTEGER NOT NULL DEFAULT 50,
  approval_required INTEGER NOT NULL DEFAULT 0,
  revoke_required INTEGER NOT NULL DEFAULT 0,
  attrs TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX resources_name ON resources(name COLLATE NOCASE);
CREATE INDEX resources_entitlement ON resources(entitlement_dn);

CREATE TABLE resource_categories (
  resource_dn TEXT NOT NULL REFERENCES resources(dn) ON DELETE CASCADE,
  category_key TEXT NOT NULL,
  PRIMARY KEY (resource_dn, category_key)
);

CREATE TABLE resource_owners (
  resource_dn TEXT NOT NULL REFERENCES resources(dn) ON DELETE CASCADE,
  owner_dn TEXT NOT NULL,
  PRIMARY KEY (resource_dn, owner_dn)
);

CREATE TABLE sod_policies (
  dn TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  role1_dn TEXT NOT NULL REFERENCES roles(dn) ON DELETE CASCADE,
  role2_dn TEXT NOT NULL REFERENCES roles(dn) ON DELETE CASCADE,
  approval_type TEXT NOT NULL DEFAULT 'NONE',
  attrs TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE teams (
  dn TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('A', 'P', 'R', 'S', 'C')),
  attrs TEXT NOT NULL DEFAULT '{}'
);

CREATE TABLE team_managers (
  team_dn TEXT NOT NULL REFERENCES teams(dn) ON DELETE CASCADE,
  user_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  PRIMARY KEY (team_dn, user_dn)
);

CREATE TABLE team_members (
  team_dn TEXT NOT NULL REFERENCES teams(dn) ON DELETE CASCADE,
  user_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  PRIMARY KEY (team_dn, user_dn)
);
CREATE INDEX team_members_user ON team_members(user_dn);

CREATE TABLE request_definitions (
  dn TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT,
  category_key TEXT NOT NULL,
  process_type TEXT NOT NULL
);

CREATE TABLE tasks (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  prd_dn TEXT NOT NULL,
  recipient_dn TEXT NOT NULL,
  requester_dn TEXT NOT NULL,
  assignee_dn TEXT NOT NULL,
  activity TEXT NOT NULL,
  priority INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT
);
CREATE INDEX tasks_assignee ON tasks(assignee_dn);

CREATE TABLE requests (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('role', 'resource', 'prd')),
  item_dn TEXT NOT NULL,
  item_name TEXT NOT NULL,
  recipient_dn TEXT NOT NULL,
  requester_dn TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('grant', 'revoke')),
  status_code INTEGER NOT NULL,
  status TEXT NOT NULL,
  process_state INTEGER NOT NULL,
  request_date TEXT NOT NULL,
  reason TEXT
);
CREATE INDEX requests_recipient ON requests(recipient_dn);
CREATE INDEX requests_requester ON requests(requester_dn);

CREATE TABLE delegations (
  id TEXT PRIMARY KEY,
  delegator_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  delegatee_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  category_key TEXT NOT NULL,
  prd_dn TEXT,
  start_time TEXT NOT NULL,
  end_time TEXT
);

CREATE TABLE availability (
  user_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('Available', 'Unavailable')),
  prd_dn TEXT,
  start_time TEXT NOT NULL,
  end_time TEXT
);
CREATE INDEX availability_user ON availability(user_dn);
