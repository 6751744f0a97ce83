-- The access-request workflow: requests gain their approval plan and what to provision, tasks
-- become the work entries of a request's approval, and comments are kept per request.

-- The recipient's kind (user, group, container); older rows leave it empty and are read by join.
ALTER TABLE requests ADD COLUMN recipient_type TEXT;
-- The request's phase in the workflow (pending, provisioned, denied ...; see domain/workflow.ts).
ALTER TABLE requests ADD COLUMN phase TEXT;
-- The approval plan (JSON: kind, approvers, needed, sodApprovers) fixed when the request was made.
ALTER TABLE requests ADD COLUMN approval TEXT;
-- What to provision once approved (JSON: effective and expiry dates, resource parameters).
ALTER TABLE requests ADD COLUMN payload TEXT;
ALTER TABLE requests ADD COLUMN sod_justification TEXT;
-- The proxy who made the request for the requester, if any.
ALTER TABLE requests ADD COLUMN proxy_dn TEXT;
ALTER TABLE requests ADD COLUMN correlation_id TEXT;
ALTER TABLE requests ADD COLUMN completion_date TEXT;

-- tasks.assignee_dn is the current addressee (a user, group, team or role).
ALTER TABLE tasks ADD COLUMN request_id TEXT;
ALTER TABLE tasks ADD COLUMN addressee_type TEXT NOT NULL DEFAULT 'user';
ALTER TABLE tasks ADD COLUMN stage TEXT NOT NULL DEFAULT 'approval';
ALTER TABLE tasks ADD COLUMN sequence INTEGER NOT NULL DEFAULT 1;
-- open, approved, denied, refused, expired, closed, retracted, terminated
ALTER TABLE tasks ADD COLUMN state TEXT NOT NULL DEFAULT 'open';
ALTER TABLE tasks ADD COLUMN claimed_by TEXT;
ALTER TABLE tasks ADD COLUMN return_addressee TEXT;
ALTER TABLE tasks ADD COLUMN completed_at TEXT;
ALTER TABLE tasks ADD COLUMN completed_by TEXT;
-- The user a proxy acted for when completing the task.
ALTER TABLE tasks ADD COLUMN proxy_for TEXT;
CREATE INDEX tasks_request ON tasks(request_id);
CREATE INDEX tasks_open ON tasks(state, expires_at);

CREATE TABLE workflow_comments (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  request_id TEXT NOT NULL,
  task_id TEXT,
  user_dn TEXT NOT NULL,
  comment TEXT NOT NULL,
  activity TEXT,
  system INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX workflow_comments_request ON workflow_comments(request_id);

-- The approvers of a request definition (JSON list of {dn, type}, in approval order): who
-- approves a CUSTOM approval that runs it.
ALTER TABLE request_definitions ADD COLUMN approvers TEXT;
