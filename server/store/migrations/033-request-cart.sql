-- The request cart (/access/queue/*): per owner and cart action, the permissions put aside for a
-- request and, per permission, the recipients with their comment, SoD justification and
-- parameter values. It lasts until the owner submits or empties it, across sign-ins and reloads.
CREATE TABLE cart_items (
  owner_dn TEXT NOT NULL REFERENCES users(dn) ON DELETE CASCADE,
  cart_action TEXT NOT NULL,
  item_dn TEXT NOT NULL,
  item_type TEXT NOT NULL,
  item_name TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (owner_dn, cart_action, item_dn)
);

CREATE TABLE cart_assignees (
  owner_dn TEXT NOT NULL,
  cart_action TEXT NOT NULL,
  item_dn TEXT NOT NULL,
  assignee_dn TEXT NOT NULL,
  assignee_type TEXT NOT NULL,
  assignee_name TEXT NOT NULL,
  comment TEXT NOT NULL DEFAULT '',
  sod_justification TEXT NOT NULL DEFAULT '',
  -- JSON: the PermissionAssignmentEntRefNode (parameter values) as given.
  ent_ref TEXT NOT NULL DEFAULT '{}',
  position INTEGER NOT NULL,
  PRIMARY KEY (owner_dn, cart_action, item_dn, assignee_dn),
  FOREIGN KEY (owner_dn, cart_action, item_dn) REFERENCES cart_items(owner_dn, cart_action, item_dn) ON DELETE CASCADE
);
