-- Issue 12 (V2): provider wallets and the one-key transfer back, transfer records, letters and red
-- envelopes (member-and-account.md §3, §4, §7, §8, §9).

-- The cash a member holds at each provider; members.cash is the main wallet. A transfer back
-- moves every provider's cash into the main wallet.
CREATE TABLE member_provider_wallets (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  gp_id TEXT NOT NULL REFERENCES providers(gp_id) ON DELETE CASCADE,
  cash REAL NOT NULL DEFAULT 0,
  PRIMARY KEY (member_id, gp_id)
);

-- When the member last transferred back (the server's own 10 s cooldown answers 103).
ALTER TABLE members ADD COLUMN transfer_back_at TEXT;

-- Every move between the main wallet ('MAIN') and a provider wallet.
CREATE TABLE transfer_records (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  order_number TEXT NOT NULL UNIQUE,
  from_wallet TEXT NOT NULL,
  to_wallet TEXT NOT NULL,
  amount REAL NOT NULL,
  status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  created_at TEXT NOT NULL
);
CREATE INDEX transfer_records_member ON transfer_records (member_id, created_at);

-- Whether money left in games returns to the main wallet by itself (/arks/web/cash_surplus/check).
CREATE TABLE cash_surplus_settings (
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies(code),
  active INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (site_id, currency)
);

-- A member's letters (personal messages); deleted_at set by /letter/destroy.
CREATE TABLE member_letters (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX member_letters_member ON member_letters (member_id, deleted_at, id);

-- Red envelopes per site and currency; starts_at / ends_at are ISO-8601 instants (the calls show
-- end_at as America/Caracas wall-clock time). A member draws a cash between min and max once.
CREATE TABLE red_envelopes (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies(code),
  title TEXT NOT NULL,
  cash REAL NOT NULL,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL
);

CREATE TABLE red_envelope_claims (
  envelope_id INTEGER NOT NULL REFERENCES red_envelopes(id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  cash REAL NOT NULL,
  claimed_at TEXT NOT NULL,
  PRIMARY KEY (envelope_id, member_id)
);
