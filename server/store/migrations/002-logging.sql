-- The server's log configuration (Administration > Logging): one row per logger package.
-- log_level uses the log4j integers: 5000 TRACE, 10000 DEBUG, 20000 INFO, 30000 WARN, 40000 ERROR, 50000 FATAL.

CREATE TABLE log_configurations (
  package_name TEXT PRIMARY KEY,
  description TEXT NOT NULL,
  log_level INTEGER NOT NULL CHECK (log_level IN (5000, 10000, 20000, 30000, 40000, 50000)),
  additivity INTEGER NOT NULL DEFAULT 1
);

INSERT INTO log_configurations (package_name, description, log_level, additivity) VALUES
  ('com.netiq.idm.auditing', 'Auditing', 20000, 1),
  ('com.netiq.idm.cis', 'Identity reporting', 20000, 1),
  ('com.netiq.idm.rest', 'REST services', 20000, 1),
  ('com.netiq.idm.rest.access', 'REST access services', 20000, 1),
  ('com.netiq.idm.rest.catalog', 'REST catalog services', 20000, 1),
  ('com.netiq.idm.rest.admin', 'REST administration services', 20000, 1),
  ('com.netiq.idm.oauth', 'Authentication (OAuth2)', 30000, 1),
  ('com.novell.idm.nrf', 'Roles and resources framework', 20000, 1),
  ('com.novell.idm.nrf.persist', 'Roles and resources persistence', 30000, 1),
  ('com.novell.idm.nrf.service', 'Roles and resources services', 20000, 1),
  ('com.novell.soa.af', 'Workflow engine', 20000, 1),
  ('com.novell.soa.af.impl', 'Workflow engine implementation', 30000, 1),
  ('com.novell.srvprv.impl.vdata', 'Directory abstraction layer', 30000, 1),
  ('com.novell.srvprv.impl.portal.cache', 'Cache', 30000, 1),
  ('com.novell.srvprv.spi.security', 'Security', 40000, 1),
  ('com.sssw.fw.cachemgr', 'Cache manager', 40000, 1),
  ('com.sssw.fw.directory', 'Directory access', 40000, 1),
  ('com.sssw.fw.security', 'Framework security', 40000, 1),
  ('com.novell.idm.dal', 'Data access layer', 30000, 1),
  ('com.novell.idm.sod', 'Separation of duties', 20000, 1);
