-- Issue 13: the agent's transfer to a downline member (docs/proxy.md "Transfer to a downline member").
-- agent_transfer_settings: the limits of one transfer per site and currency.
CREATE TABLE agent_transfer_settings (
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies(code),
  min_amount REAL NOT NULL,
  max_amount REAL NOT NULL,
  PRIMARY KEY (site_id, currency)
);

-- agent_transfers: each transfer made, with the agent's balance right after it (its receipt).
CREATE TABLE agent_transfers (
  id INTEGER PRIMARY KEY,
  transfer_number TEXT NOT NULL UNIQUE,
  agent_id INTEGER NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
  agent_member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  amount REAL NOT NULL,
  currency TEXT NOT NULL,
  balance_after REAL NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX agent_transfers_agent ON agent_transfers (agent_member_id, created_at);
