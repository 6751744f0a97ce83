-- A team's members beyond its listed users (its groups' and containers' users, the users a
-- relationship ties to its managers, everybody, its own managers) and what its managers may request for the members: roles, resources and request
-- definitions, each by its own DN or by a container DN (every item under it), minus exclusions.

ALTER TABLE teams ADD COLUMN all_users INTEGER NOT NULL DEFAULT 0;
ALTER TABLE teams ADD COLUMN include_manager INTEGER NOT NULL DEFAULT 0;

CREATE TABLE team_member_sources (
  team_dn TEXT NOT NULL REFERENCES teams(dn) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('group', 'container', 'relationship')),
  dn TEXT NOT NULL,
  PRIMARY KEY (team_dn, kind, dn)
);

CREATE TABLE team_permissions (
  team_dn TEXT NOT NULL REFERENCES teams(dn) ON DELETE CASCADE,
  entity_type TEXT NOT NULL CHECK (entity_type IN ('role', 'resource', 'prd')),
  dn TEXT NOT NULL,
  excluded INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (team_dn, entity_type, dn)
);
