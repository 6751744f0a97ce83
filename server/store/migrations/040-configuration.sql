-- The administrator's configuration pages: each page's settings are one JSON row (the contract's
-- node as answered), read and saved whole. The Identity Governance password is kept in its row
-- and never answered.

CREATE TABLE configuration_settings (
  page TEXT PRIMARY KEY,
  config TEXT NOT NULL
);

-- The request definitions named below are those the demo seed creates (server/seed/catalog/requests.ts).
INSERT INTO configuration_settings (page, config) VALUES
  ('delegation', '{"allRequests":true,"delegateNotfTemplate":"cn=Delegate Assigned,cn=Default Notification Collection,cn=Security","delegationRetentionTime":30,"availabilityNotfTemplate":"cn=Availability Changed,cn=Default Notification Collection,cn=Security","availabilityRetentionTime":30}'),
  ('proxy', '{"proxyNotfTemplate":"cn=Proxy Assigned,cn=Default Notification Collection,cn=Security","proxyRetentionTime":30}'),
  ('proxyService', '{"cleanupChoice":"interval","cleanUpSeviceActivationInteval":1440,"syncServiceActivationInterval":60,"lastCleanUpDate":0,"scheduledCleanUpDate":0}'),
  ('roleResource', '{"roleRequestContainer":"cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system","defaultRoleRequestDef":"cn=RoleGrantReview,cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system","roleAssignmentGracePeriod":0,"defaultResourceGrantRequestDef":"cn=ResourceGrantReview,cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system","defaultResourceRevokeRequestDef":"cn=ResourceRevokeReview,cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system","defaultSODRequestDef":"cn=RoleGrantReview,cn=RequestDefs,cn=AppConfig,cn=User Application Driver,cn=driverset1,o=system","sodQuorum":"100","sodApprovers":[{"id":"cn=uaadmin,ou=users,o=data","name":"UA Administrator","type":"user","sequence":1}],"queryTimeout":30,"queryRefreshRate":60}'),
  ('cprs', '{"enableCprs":true,"cleanupTimeInDays":30,"pollingInterval":5}'),
  ('ig', '{"host":"https://ig.example.com","adminUserName":"igadmin","adminPassword":"changeit","showIgApprovals":false,"showIgRequestCatalog":false}'),
  ('engineConfiguration', '{"minPoolSize":4,"maxPoolSize":16,"initialPoolSize":8,"keepAliveTime":60,"userActivityTimeout":1440,"completedProcessTimeout":120,"webServiceActivityTimeout":60,"pendingInterval":5,"cleanupInterval":720,"retryQueueInterval":15,"maxShutdownTime":60,"enableEmailNotification":true,"processCacheInitialCapacity":128,"processCacheMaxCapacity":1024,"processCacheLoadFactor":0.75,"heartbeatInterval":30,"heartbeatFactor":3}'),
  ('driverStatus', '{"driverName":"User Application Driver","state":"Running","appVersion":"4.8.6","driverVersion":"4.8.6.0","buildVersion":"20260101","patchLevel":"0","expirationDate":0}');

-- The notification templates the pages offer (GET /access/info/email/templates).
CREATE TABLE email_templates (
  dn TEXT PRIMARY KEY,
  full_name TEXT NOT NULL
);
INSERT INTO email_templates (dn, full_name) VALUES
  ('cn=Delegate Assigned,cn=Default Notification Collection,cn=Security', 'Delegate Assigned'),
  ('cn=Availability Changed,cn=Default Notification Collection,cn=Security', 'Availability Changed'),
  ('cn=Proxy Assigned,cn=Default Notification Collection,cn=Security', 'Proxy Assigned'),
  ('cn=Email Approval Succeeded,cn=Default Notification Collection,cn=Security', 'Email Approval Succeeded'),
  ('cn=Email Approval Failed,cn=Default Notification Collection,cn=Security', 'Email Approval Failed'),
  ('cn=Request Approved,cn=Default Notification Collection,cn=Security', 'Request Approved'),
  ('cn=Request Denied,cn=Default Notification Collection,cn=Security', 'Request Denied');

-- The workflow engines of the cluster (one in the sandbox); status 1 running, 0 stopped.
CREATE TABLE workflow_engines (
  engine_id TEXT PRIMARY KEY,
  status INTEGER NOT NULL CHECK (status IN (0, 1)),
  changed_at TEXT NOT NULL
);
INSERT INTO workflow_engines (engine_id, status, changed_at) VALUES ('engine-1', 1, '2026-01-01T00:00:00.000Z');

-- When the code map of a driver or an entitlement was last refreshed.
CREATE TABLE code_map_refresh (
  dn TEXT PRIMARY KEY COLLATE NOCASE,
  kind TEXT NOT NULL CHECK (kind IN ('driver', 'entitlement')),
  refreshed_at TEXT NOT NULL
);
