-- Failed sign-ins are counted per typed user name AND address (docs/security.md, password guessing):
-- a guesser elsewhere slows down only their own attempts at a name, never its owner's.
DROP TABLE sign_in_failures;
CREATE TABLE sign_in_failures (
  username TEXT NOT NULL COLLATE NOCASE,
  address TEXT NOT NULL,
  failures INTEGER NOT NULL,
  last_failure_at TEXT NOT NULL,
  locked_until TEXT,
  PRIMARY KEY (username, address)
);
