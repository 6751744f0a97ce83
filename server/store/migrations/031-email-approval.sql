-- Email-based approval settings (Administration > Email Approval): one row holding the contract's
-- EmailBasedApprovalNode as JSON. The sandbox keeps the settings; it reads no mailbox.

CREATE TABLE email_approval_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  config TEXT NOT NULL
);

INSERT INTO email_approval_settings (id, config) VALUES (1, '{"emailApprovalTurnOn":false,"serverType":"IMAP","host":"","port":993,"useDefaultPort":true,"sslEnabled":true,"requireAuthentication":true,"email":"","folder":"INBOX","pollingInterval":5,"tokenExpirationTime":7,"cleanupTimeInDays":30,"approvePhrase":[{"locale":"en","value":"approve"}],"denyPhrase":[{"locale":"en","value":"deny"}],"successMailTemplate":"","failureMailTemplate":"","replyEmail":""}');
