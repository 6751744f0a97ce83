-- Client settings gain their match condition (which requests a client serves), and the provisioning
-- display settings (task list, request list, general) are stored one JSON object per section. The
-- values below are the defaults every store starts with; server/settings/display-settings.ts checks
-- every change against them.
ALTER TABLE clients ADD COLUMN match_condition TEXT NOT NULL DEFAULT '';

CREATE TABLE display_settings (
  section TEXT PRIMARY KEY CHECK (section IN ('task', 'request', 'general')),
  settings TEXT NOT NULL
);

INSERT INTO display_settings (section, settings) VALUES
  ('general', '{"defaultRowsPerPage":10,"optionsRowsPerPage":"5,10,25,50","newRequestDefaultSortByOption":"closestMatch"}'),
  ('task', '{"taskListSort":"createTime","taskListSortDesc":true,"defaultColumns":[{"key":"processName","value":"Request"},{"key":"recipientName","value":"Recipient"},{"key":"createTime","value":"Assigned on"},{"key":"priority","value":"Priority"}],"columnsForUserOverride":[],"columnsForSort":[{"key":"processName","value":"Request"},{"key":"recipientName","value":"Recipient"},{"key":"createTime","value":"Assigned on"},{"key":"expirationTime","value":"Expires"},{"key":"priority","value":"Priority"}],"allColumns":[{"key":"processName","value":"Request"},{"key":"activityName","value":"Activity"},{"key":"recipientName","value":"Recipient"},{"key":"initiatorName","value":"Requester"},{"key":"createTime","value":"Assigned on"},{"key":"expirationTime","value":"Expires"},{"key":"assignStatus","value":"Status"},{"key":"priority","value":"Priority"}],"taskListColumnsOverride":true,"taskDetailOpenOverride":true,"taskDetailClaim":false,"taskDetailClaimOverride":true}'),
  ('request', '{"requestListSort":"requestDate","requestListSortDesc":true,"defaultColumns":[{"key":"name","value":"Item"},{"key":"requestState","value":"Status"},{"key":"recipientName","value":"Recipient"},{"key":"requestDate","value":"Requested on"}],"columnsForUserOverride":[],"allColumns":[{"key":"name","value":"Item"},{"key":"entityType","value":"Type"},{"key":"action","value":"Action"},{"key":"requestState","value":"Status"},{"key":"processState","value":"Process"},{"key":"recipientName","value":"Recipient"},{"key":"requesterName","value":"Requester"},{"key":"requestDate","value":"Requested on"},{"key":"effectiveDate","value":"Effective"},{"key":"expirationDate","value":"Expires"},{"key":"reason","value":"Reason"}],"requestListColumnsOverride":true}');
