-- Role, resource and SoD administration (the catalogue screens' endpoints): what 010 does not store.
-- Role-to-resource mappings and resource assignments; both keep their own dates like
-- role_assignments. Approval settings, localized texts and resource parameters live in the attrs
-- JSON of roles, resources and sod_policies.

CREATE TABLE role_resources (
  role_dn TEXT NOT NULL REFERENCES roles(dn) ON DELETE CASCADE,
  resource_dn TEXT NOT NULL REFERENCES resources(dn) ON DELETE CASCADE,
  mapping_description TEXT,
  PRIMARY KEY (role_dn, resource_dn)
);
CREATE INDEX role_resources_resource ON role_resources(resource_dn);

CREATE TABLE resource_assignments (
  resource_dn TEXT NOT NULL REFERENCES resources(dn) ON DELETE CASCADE,
  recipient_dn TEXT NOT NULL,
  effective_date TEXT NOT NULL,
  expiry_date TEXT,
  -- JSON: the dynamic parameter values of this assignment ({"EntitlementParamKey": "Sales"}).
  params TEXT NOT NULL DEFAULT '{}',
  PRIMARY KEY (resource_dn, recipient_dn)
);
CREATE INDEX resource_assignments_recipient ON resource_assignments(recipient_dn);
