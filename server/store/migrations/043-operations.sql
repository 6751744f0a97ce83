-- Operations administration: which logger packages are configured (the others are offered by the
-- packages list, to be added), the audit (CEF) destination, the cache holders, and CPRS
-- (permission reconciliation): the settings per driver and entitlement, its requests with their
-- progress, and the delta assignments a reconcile found.

-- A package row that is not configured is only listed by /admin/logging/packages/list, for an
-- administrator to add it to the configured ones.
ALTER TABLE log_configurations ADD COLUMN configured INTEGER NOT NULL DEFAULT 1;
INSERT INTO log_configurations (package_name, description, log_level, additivity, configured) VALUES
  ('com.netiq.idm.cprs', 'Permission reconciliation (CPRS)', 20000, 1, 0),
  ('com.netiq.idm.rest.forms', 'REST form services', 20000, 1, 0),
  ('com.netiq.idm.rest.ulp', 'REST landing page services', 20000, 1, 0),
  ('com.netiq.idm.email', 'Email notifications', 30000, 1, 0),
  ('com.novell.idm.nrf.codemap', 'Code map refresh', 30000, 1, 0),
  ('com.novell.soa.notification', 'Notification engine', 30000, 1, 0),
  ('com.novell.soa.af.timer', 'Workflow timers and escalations', 30000, 1, 0),
  ('com.sssw.fw.session', 'Session management', 40000, 1, 0);

-- One row: the CEF audit destination.
CREATE TABLE audit_configuration (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  enable_cef INTEGER NOT NULL DEFAULT 0,
  destination_host TEXT NOT NULL DEFAULT '',
  destination_port INTEGER NOT NULL DEFAULT 1468 CHECK (destination_port BETWEEN 1 AND 65535),
  protocol TEXT NOT NULL DEFAULT 'TCP' CHECK (protocol IN ('TCP', 'UDP')),
  use_tls INTEGER NOT NULL DEFAULT 0
);
INSERT INTO audit_configuration (id) VALUES (1);

-- The cache holders and how many objects each holds (a flush sets the count to 0).
CREATE TABLE cache_holders (
  holder_id TEXT PRIMARY KEY,
  object_count INTEGER NOT NULL CHECK (object_count >= 0)
);
INSERT INTO cache_holders (holder_id, object_count) VALUES
  ('Authorization', 5), ('ComplexPermissions', 42), ('DirectReports', 79), ('EntityDefinitions', 116),
  ('Groups', 33), ('NavigationMenu', 70), ('ProvisioningRequestDefinitions', 107), ('ResourceDefinitions', 24),
  ('RoleDefinitions', 61), ('SoDDefinitions', 98), ('TeamDefinitions', 15), ('UserProfiles', 52);

-- The CPRS settings: the drivers' entitlements whose permissions are reconciled (rows seeded).
CREATE TABLE cprs_settings (
  id TEXT PRIMARY KEY,
  entitlement_dn TEXT NOT NULL UNIQUE REFERENCES entitlements(dn) ON DELETE CASCADE,
  logical_system TEXT NOT NULL DEFAULT '',
  -- Whether published permissions become resources of the catalogue.
  resource INTEGER NOT NULL DEFAULT 1
);

-- A reconcile or publish request. op_status: 0 queued, 1 running, 2 completed, 3 completed with
-- failures, 4 failed.
CREATE TABLE cprs_requests (
  id TEXT PRIMARY KEY,
  setting_id TEXT NOT NULL REFERENCES cprs_settings(id) ON DELETE CASCADE,
  op_type TEXT NOT NULL CHECK (op_type IN ('RECONCILE', 'PUBLISH')),
  op_status INTEGER NOT NULL CHECK (op_status BETWEEN 0 AND 4),
  start_time TEXT NOT NULL,
  completion_time TEXT,
  total_assignments INTEGER NOT NULL DEFAULT 0,
  processed_assignments INTEGER NOT NULL DEFAULT 0,
  failed_assignments INTEGER NOT NULL DEFAULT 0,
  status_message TEXT NOT NULL DEFAULT ''
);
CREATE INDEX cprs_requests_setting ON cprs_requests(setting_id);

-- What the last reconcile of a setting found: an assignment held in the application and not in
-- the catalogue (source APPLICATION: to grant) or the other way round (source IDM: to revoke).
CREATE TABLE cprs_delta (
  id TEXT PRIMARY KEY,
  setting_id TEXT NOT NULL REFERENCES cprs_settings(id) ON DELETE CASCADE,
  user_dn TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  entitlement_value TEXT NOT NULL,
  source TEXT NOT NULL CHECK (source IN ('APPLICATION', 'IDM')),
  UNIQUE (setting_id, user_dn, entitlement_value)
);

-- A store seeded before this migration gets its CPRS settings here; a fresh store gets them from
-- the seed (server/seed/cprs.ts), which runs after the migrations.
INSERT OR IGNORE INTO cprs_settings (id, entitlement_dn, logical_system, resource)
  SELECT 'cprs-' || e.rowid, e.dn, CASE WHEN d.has_logical_system = 1 THEN 'PRD-100' ELSE '' END, 1
  FROM entitlements e JOIN drivers d ON d.dn = e.driver_dn WHERE e.cprs_supported = 1;
