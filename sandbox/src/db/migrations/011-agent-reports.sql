-- Issue 13: the agent centre's reports (docs/proxy.md "Downline and reports"). Deposits and
-- withdrawals come from money_orders, logins from sessions, the slot's spins from game_rounds.

-- Logins older than the sandbox's sessions (seeded history): a member's last login is the latest
-- of these and of its sessions.
CREATE TABLE member_logins (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  logged_in_at TEXT NOT NULL
);
CREATE INDEX member_logins_member ON member_logins (member_id, logged_in_at);

-- What the game providers report of a member's bets, one row per member, day (UTC, YYYY-MM-DD)
-- and game type: the operation and stratified reports add these up with the sandbox slot's spins.
CREATE TABLE member_bet_days (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  gt_id INTEGER NOT NULL,
  bet_count INTEGER NOT NULL,
  bets REAL NOT NULL,
  valid_bets REAL NOT NULL,
  payouts REAL NOT NULL,
  PRIMARY KEY (member_id, day, gt_id)
);
CREATE INDEX member_bet_days_day ON member_bet_days (day);

-- An agent's monthly commission settlement. state: pending (computed, waiting for review),
-- settled (approved, to be paid), paid (credited). Figures are frozen when the settlement is made.
-- The plan's rules (agent_commission_tiers of 010): the month's lines add up to its commission base;
-- carried_in is the negative base earlier months carried forward (0 or less); a month whose
-- active_members fall short of its level's min_active_members pays no commission.
CREATE TABLE agent_settlements (
  id INTEGER PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id) ON DELETE CASCADE,
  period TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  net_win_loss REAL NOT NULL,
  active_members INTEGER NOT NULL,
  min_active_members INTEGER NOT NULL,
  commission_rate REAL NOT NULL,
  carried_in REAL NOT NULL DEFAULT 0,
  commission REAL NOT NULL,
  adjustments REAL NOT NULL DEFAULT 0,
  state TEXT NOT NULL CHECK (state IN ('pending', 'settled', 'paid')),
  created_at TEXT NOT NULL,
  settled_at TEXT,
  paid_at TEXT,
  UNIQUE (agent_id, period)
);

-- How each downline layer counted in a settlement (layer 1 at the agent's rate, deeper layers at the override).
CREATE TABLE agent_settlement_lines (
  settlement_id INTEGER NOT NULL REFERENCES agent_settlements(id) ON DELETE CASCADE,
  layer INTEGER NOT NULL,
  agent_level INTEGER NOT NULL,
  active_members INTEGER NOT NULL,
  valid_bets REAL NOT NULL,
  win_loss REAL NOT NULL,
  rate REAL NOT NULL,
  commission REAL NOT NULL,
  PRIMARY KEY (settlement_id, layer)
);

-- Corrections the back office made to a settlement (a bonus, a share of promotion costs), JSON reason by language.
CREATE TABLE agent_settlement_adjustments (
  id INTEGER PRIMARY KEY,
  settlement_id INTEGER NOT NULL REFERENCES agent_settlements(id) ON DELETE CASCADE,
  reason_i18n TEXT NOT NULL,
  amount REAL NOT NULL
);
