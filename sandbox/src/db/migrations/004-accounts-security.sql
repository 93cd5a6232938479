-- Issue 10: what registration, the login checks and password recovery keep.

-- Contact and identity fields a registration stores, and the login states of §4.
ALTER TABLE members ADD COLUMN phone TEXT NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN email TEXT NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN birthday TEXT NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN contacts TEXT NOT NULL DEFAULT '{}';
ALTER TABLE members ADD COLUMN identity_id TEXT NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN withdraw_password_hash TEXT;
ALTER TABLE members ADD COLUMN recommend_code_id INTEGER;
ALTER TABLE members ADD COLUMN register_ip TEXT;
-- 1: the member layout asks for a new password until /member/profile/edit_password succeeds
ALTER TABLE members ADD COLUMN first_login_to_change_password INTEGER NOT NULL DEFAULT 0;
-- 1: login answers 802 until /arks/web/vx/reset succeeds
ALTER TABLE members ADD COLUMN pending_transfer_validation INTEGER NOT NULL DEFAULT 0;
-- 1: a login from a browser + system not in trusted_devices answers 107
ALTER TABLE members ADD COLUMN device_verification INTEGER NOT NULL DEFAULT 0;

CREATE TABLE recommend_codes (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies(code),
  active INTEGER NOT NULL DEFAULT 1
);

-- The recommend programme, open or closed per site and currency (closed: register code 107).
CREATE TABLE recommend_programmes (
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies(code),
  open INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (site_id, currency)
);

-- §3 "Register setting entry", one row per site, currency and field.
CREATE TABLE register_settings (
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies(code),
  name TEXT NOT NULL,
  is_display INTEGER NOT NULL DEFAULT 0,
  is_required INTEGER NOT NULL DEFAULT 0,
  is_unique INTEGER NOT NULL DEFAULT 0,
  is_member_center INTEGER NOT NULL DEFAULT 0,
  is_verification INTEGER NOT NULL DEFAULT 0,
  is_member_center_verification INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (site_id, currency, name)
);

CREATE TABLE service_agreements (
  site_id INTEGER PRIMARY KEY REFERENCES sites(site_id) ON DELETE CASCADE,
  title_i18n TEXT NOT NULL,
  content_i18n TEXT NOT NULL
);

-- What registration and SMS refuse by value. kind: blacklist_name (214), blacklist_email (216),
-- blacklist_phone (215), email_domain (206, disposable domains), phone_prefix (209, ranges that
-- do not exist), name_word (227), reserved_<contact field> (301-308), sms_blocked (SMS 104).
CREATE TABLE register_deny_list (
  kind TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (kind, value)
);

-- Numbers the checks read (docs/sandbox.md "Security settings").
CREATE TABLE security_settings (
  key TEXT PRIMARY KEY,
  value INTEGER NOT NULL
);

-- Every SMS the sandbox "sends"; purpose: register, device_verify, forgot_password.
CREATE TABLE sms_messages (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL,
  to_phone TEXT NOT NULL,
  member_id INTEGER REFERENCES members(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  purpose TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX sms_messages_to ON sms_messages (to_phone, purpose);

CREATE TABLE trusted_devices (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  browser TEXT NOT NULL,
  system TEXT NOT NULL,
  trusted_at TEXT NOT NULL,
  PRIMARY KEY (member_id, browser, system)
);

CREATE TABLE double_validation_questions (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  question_i18n TEXT NOT NULL,
  answer TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- A login waiting for its second step. kind: device (107) or double_validation.
CREATE TABLE login_challenges (
  id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  browser TEXT NOT NULL DEFAULT '',
  system TEXT NOT NULL DEFAULT '',
  remote_addr TEXT NOT NULL DEFAULT '',
  question_id INTEGER,
  available_questions INTEGER NOT NULL DEFAULT 0,
  wrong_answers INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE transfer_tokens (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

-- Rules that make the IP checks answer a code (set through /__sandbox/ip-rules); NULL matches any.
CREATE TABLE ip_rules (
  id INTEGER PRIMARY KEY,
  code INTEGER NOT NULL,
  remote_addr TEXT,
  account TEXT,
  created_at TEXT NOT NULL
);

-- Every POST /register that passed the rules, for the per-IP rate limit (996).
CREATE TABLE register_attempts (
  id INTEGER PRIMARY KEY,
  ip TEXT NOT NULL,
  at TEXT NOT NULL
);
CREATE INDEX register_attempts_ip ON register_attempts (ip, at);
