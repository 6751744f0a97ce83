-- The identity core of the sandbox server and the authorization server's own tables.
-- Timestamps are ISO-8601 UTC text; JSON values are text.

CREATE TABLE containers (
  dn TEXT PRIMARY KEY,
  parent_dn TEXT REFERENCES containers(dn),
  name TEXT NOT NULL,
  kind TEXT NOT NULL
);
CREATE INDEX containers_parent ON containers(parent_dn);

CREATE TABLE users (
  dn TEXT PRIMARY KEY,
  container_dn TEXT NOT NULL REFERENCES containers(dn),
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  first_name TEXT,
  last_name TEXT,
  full_name TEXT NOT NULL,
  initials TEXT,
  title TEXT,
  department TEXT,
  email TEXT,
  telephone TEXT,
  mobile TEXT,
  location TEXT,
  manager_dn TEXT REFERENCES users(dn) DEFERRABLE INITIALLY DEFERRED,
  photo BLOB,
  password_hash TEXT NOT NULL,
  locale TEXT,
  disabled INTEGER NOT NULL DEFAULT 0,
  attrs TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX users_last_name ON users(last_name COLLATE NOCASE);
CREATE INDEX users_first_name ON users(first_name COLLATE NOCASE);
CREATE INDEX users_full_name ON users(full_name COLLATE NOCASE);
CREATE INDEX users_email ON users(email COLLATE NOCASE);
CREATE INDEX users_container ON users(container_dn);
CREATE INDEX users_manager ON users(manager_dn);

CREATE TABLE groups (
  dn TEXT PRIMARY KEY,
  container_dn TEXT NOT NULL REFERENCES containers(dn),
  name TEXT NOT NULL,
  description TEXT,
  attrs TEXT NOT NULL DEFAULT '{}'
);
CREATE INDEX groups_name ON groups(name COLLATE NOCASE);
CREATE INDEX groups_container ON groups(container_dn);

CREATE TABLE group_members (
  group_dn TEXT NOT NULL REFERENCES groups(dn) ON DELETE CASCADE,
  user_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  PRIMARY KEY (group_dn, user_dn)
);
CREATE INDEX group_members_user ON group_members(user_dn);

CREATE TABLE user_powers (
  user_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  power TEXT NOT NULL CHECK (power IN ('domainAdmin', 'roleAdmin', 'resourceAdmin', 'sodAdmin', 'teamManager')),
  PRIMARY KEY (user_dn, power)
);

CREATE TABLE proxy_assignments (
  proxy_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  for_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  start_time TEXT,
  end_time TEXT,
  PRIMARY KEY (proxy_dn, for_dn)
);
CREATE INDEX proxy_assignments_for ON proxy_assignments(for_dn);

CREATE TABLE preferences (
  user_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  attribute TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (user_dn, attribute)
);

CREATE TABLE clients (
  id TEXT PRIMARY KEY,
  name TEXT,
  config TEXT NOT NULL DEFAULT '{}'
);

-- Authorization server. Codes, refresh tokens and SSO sessions are opaque random values that are
-- stored only as SHA-256 hashes, so a copy of the database does not hand out sessions.

CREATE TABLE sso_sessions (
  id_hash TEXT PRIMARY KEY,
  user_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);

CREATE TABLE authorization_codes (
  code_hash TEXT PRIMARY KEY,
  client_id TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  user_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  session_hash TEXT,
  redirect_uri TEXT NOT NULL,
  scope TEXT NOT NULL DEFAULT '',
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  client_id TEXT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
  user_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  session_hash TEXT,
  scope TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX refresh_tokens_session ON refresh_tokens(session_hash);
CREATE INDEX refresh_tokens_user ON refresh_tokens(user_dn);

-- Access tokens are signed JWTs; one revoked before it expires is remembered here by its id.
CREATE TABLE revoked_access_tokens (
  jti TEXT PRIMARY KEY,
  expires_at TEXT NOT NULL
);
