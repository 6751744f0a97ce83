-- Delegation assignments, availability and proxy definitions as the console edits them: one
-- assignment or definition names several users, groups or containers, so its parties live in
-- their own tables. The earlier one-pair tables (delegations, proxy_assignments) are replaced.

DROP TABLE delegations;
DROP TABLE proxy_assignments;

-- A delegation: the tasks of the "from" parties (users, members of groups, users of containers)
-- go to the "to" users, or to the delegator's relation (assignToRelationship, e.g. manager),
-- for all requests or the chosen categories and request definitions, from effective_date until
-- expiry_date (NULL: no expiry). only_when_unavailable: in force only while the delegator is
-- unavailable for the request (createAvailability).
CREATE TABLE delegation_assignments (
  id TEXT PRIMARY KEY,
  owner_dn TEXT NOT NULL,
  all_requests INTEGER NOT NULL DEFAULT 0,
  relationship TEXT,
  effective_date TEXT NOT NULL,
  expiry_date TEXT,
  only_when_unavailable INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE delegation_parties (
  assignment_id TEXT NOT NULL REFERENCES delegation_assignments(id) ON DELETE CASCADE,
  side TEXT NOT NULL CHECK (side IN ('from', 'to')),
  dn TEXT NOT NULL COLLATE NOCASE,
  type TEXT NOT NULL CHECK (type IN ('user', 'group', 'container')),
  PRIMARY KEY (assignment_id, side, dn)
);
CREATE INDEX delegation_parties_dn ON delegation_parties(dn, side);
-- What a delegation covers when not all requests: a category (prd_dn NULL) or one request definition.
CREATE TABLE delegation_scope (
  assignment_id TEXT NOT NULL REFERENCES delegation_assignments(id) ON DELETE CASCADE,
  category_key TEXT NOT NULL,
  prd_dn TEXT COLLATE NOCASE
);
CREATE INDEX delegation_scope_assignment ON delegation_scope(assignment_id);

-- Availability entries group their rows (one per request definition, prd_dn NULL for all).
ALTER TABLE availability ADD COLUMN availability_id TEXT;
-- A user's overall availability status (no row: Available).
CREATE TABLE availability_status (
  user_dn TEXT PRIMARY KEY REFERENCES users(dn) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('Available', 'Unavailable'))
);

-- A proxy definition: proxy_dn may act for the users, the members of the groups and the users of
-- the containers named in proxy_targets, until expiry (NULL: no expiry).
CREATE TABLE proxy_definitions (
  id TEXT PRIMARY KEY,
  proxy_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  start_time TEXT,
  expiry TEXT
);
CREATE INDEX proxy_definitions_proxy ON proxy_definitions(proxy_dn);
CREATE TABLE proxy_targets (
  definition_id TEXT NOT NULL REFERENCES proxy_definitions(id) ON DELETE CASCADE,
  dn TEXT NOT NULL COLLATE NOCASE,
  type TEXT NOT NULL CHECK (type IN ('user', 'group', 'container')),
  PRIMARY KEY (definition_id, dn)
);
