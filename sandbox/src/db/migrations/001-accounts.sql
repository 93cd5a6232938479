-- Sites, currencies, members, agents and everything a login leaves behind.
CREATE TABLE sites (
  site_id INTEGER PRIMARY KEY,
  site_name TEXT NOT NULL,
  default_currency TEXT NOT NULL,
  default_language TEXT NOT NULL,
  template TEXT NOT NULL,
  customer_service_link TEXT NOT NULL
);

CREATE TABLE currencies (
  code TEXT PRIMARY KEY,
  symbol TEXT NOT NULL,
  name_i18n TEXT NOT NULL
);

CREATE TABLE site_currencies (
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies(code),
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (site_id, currency)
);

CREATE TABLE agents (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  agent_code TEXT NOT NULL UNIQUE,
  currency TEXT NOT NULL REFERENCES currencies(code),
  domain TEXT,
  active INTEGER NOT NULL DEFAULT 1
);

-- status: 1 active, 2 disabled, 3 frozen. member_type: 1 normal member, 2 agent.
CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  account TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  currency TEXT NOT NULL REFERENCES currencies(code),
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  member_type INTEGER NOT NULL DEFAULT 1,
  agent_id INTEGER REFERENCES agents(id),
  cash REAL NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (site_id, account)
);

CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);

CREATE TABLE enc_tokens (
  enc TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE captchas (
  token TEXT PRIMARY KEY,
  site_id INTEGER NOT NULL,
  type INTEGER NOT NULL,
  answer TEXT NOT NULL,
  created_at TEXT NOT NULL,
  used_at TEXT
);
