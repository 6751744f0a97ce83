-- OAuth hardening, sign-in lockout and the audit trail.

-- A user's identity for tokens: a random id made on the user's first token and dropped with the
-- user, so a user re-created with the same DN does not inherit tokens of the deleted one.
CREATE TABLE user_token_ids (
  user_dn TEXT PRIMARY KEY REFERENCES users(dn) ON DELETE CASCADE ON UPDATE CASCADE,
  uid TEXT NOT NULL UNIQUE
);

-- A token family: everything issued from one grant (one code exchange or one password grant),
-- its access tokens (by their `fam` claim) and its chain of rotated refresh tokens. Revoking the
-- family ends them all.
CREATE TABLE token_families (
  id TEXT PRIMARY KEY,
  client_id TEXT NOT NULL,
  user_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE ON UPDATE CASCADE,
  session_hash TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  revoked_reason TEXT
);
CREATE INDEX token_families_session ON token_families(session_hash);

-- PKCE: the S256 challenge of the authorization request; the family its exchange made (so a
-- replayed code can revoke what the first exchange issued).
ALTER TABLE authorization_codes ADD COLUMN code_challenge TEXT;
ALTER TABLE authorization_codes ADD COLUMN family_id TEXT;

-- Rotation: a refresh token is used once; its successor carries the same family.
ALTER TABLE refresh_tokens ADD COLUMN family_id TEXT;
ALTER TABLE refresh_tokens ADD COLUMN rotated_at TEXT;

-- Failed sign-ins per typed user name (whether or not such a user exists) and the lock they cause.
CREATE TABLE sign_in_failures (
  username TEXT PRIMARY KEY COLLATE NOCASE,
  failures INTEGER NOT NULL,
  last_failure_at TEXT NOT NULL,
  locked_until TEXT
);

-- The audit trail: sign-ins and writes.
CREATE TABLE audit_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  at TEXT NOT NULL,
  -- 'signIn', 'signInFailed', 'signOut', 'write'
  kind TEXT NOT NULL,
  actor TEXT NOT NULL,
  -- The user the actor acted for in proxy mode, else NULL.
  on_behalf_of TEXT,
  operation TEXT NOT NULL,
  object TEXT,
  outcome INTEGER NOT NULL,
  address TEXT,
  before_value TEXT,
  after_value TEXT
);
CREATE INDEX audit_events_at ON audit_events(at);
CREATE INDEX audit_events_actor ON audit_events(actor);
