-- Issue 23: what the sandbox counts against guessing and SMS abuse (auth/limits.ts, docs/security.md
-- "Sandbox limits"). The limits themselves are configuration (config.ts SandboxLimits).

-- Failures of a secret per subject. scope: login (subject "<site_id>:<account>", known or not, so a
-- lock does not tell which accounts exist) or withdraw_password (subject the member id). The window
-- starts at its first failure; reaching the limit sets locked_until; a success clears the row.
CREATE TABLE guess_counters (
  scope TEXT NOT NULL,
  subject TEXT NOT NULL,
  failures INTEGER NOT NULL DEFAULT 0,
  window_started_at TEXT NOT NULL,
  locked_until TEXT,
  PRIMARY KEY (scope, subject)
);

-- Who asked for each SMS (the client's address, as for registrations) and how its code fared:
-- wrong_tries counts wrong codes given; dead_at is when too many of them killed it.
ALTER TABLE sms_messages ADD COLUMN client_address TEXT NOT NULL DEFAULT '';
ALTER TABLE sms_messages ADD COLUMN wrong_tries INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sms_messages ADD COLUMN dead_at TEXT;
CREATE INDEX sms_messages_address ON sms_messages (client_address, sent_at);
CREATE INDEX sms_messages_sent ON sms_messages (to_phone, sent_at);
