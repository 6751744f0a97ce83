-- Administrator assignments: a user made administrator of a domain (ROLES, RESOURCES or PRD, the
-- provisioning request definitions), either a domain administrator (every right in the domain) or a
-- delegated administrator (only the granular permissions of admin_permissions). Dates are epoch
-- milliseconds, as the wire carries them; no expiration date means the assignment never expires.
CREATE TABLE admin_assignments (
  assignee_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  domain TEXT NOT NULL CHECK (domain IN ('ROLES', 'RESOURCES', 'PRD')),
  admin_type TEXT NOT NULL CHECK (admin_type IN ('DOMAIN', 'DELEGATED')),
  effective_date INTEGER NOT NULL,
  expiration_date INTEGER,
  comment TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (assignee_dn, domain),
  CHECK (expiration_date IS NULL OR expiration_date > effective_date)
);

-- A delegated administrator's granular permissions: '<object type>:<operation>' (role:create).
CREATE TABLE admin_permissions (
  assignee_dn TEXT NOT NULL,
  domain TEXT NOT NULL,
  permission TEXT NOT NULL,
  PRIMARY KEY (assignee_dn, domain, permission),
  FOREIGN KEY (assignee_dn, domain) REFERENCES admin_assignments(assignee_dn, domain) ON DELETE CASCADE
);
