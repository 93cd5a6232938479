-- Issue 12 (V1): the member's account pages and the recommend programme (member-and-account.md §1, §2, §3, §7).

-- §7 /bonus_setting/check: whether the recommend (friend introduction) programme is on, per site and currency.
CREATE TABLE bonus_settings (
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies(code),
  is_friend INTEGER NOT NULL DEFAULT 0 CHECK (is_friend IN (0, 1)),
  PRIMARY KEY (site_id, currency)
);

-- Applications to become an agent (the agent programme's register page files them). While one is
-- 'pending', /member/apply_for_agent/check answers 104; an agent (member_type 2) gets 101.
CREATE TABLE agent_applications (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'refused')),
  created_at TEXT NOT NULL
);
CREATE INDEX agent_applications_member ON agent_applications (member_id, id);

-- What the recommend programme paid a member for a friend. award_type: 1 registration, 2 first
-- deposit, 3 turnover rebate; status: 1 paid, 2 pending, 3 refused.
CREATE TABLE recommend_awards (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  friend_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  award_type INTEGER NOT NULL CHECK (award_type IN (1, 2, 3)),
  amount REAL NOT NULL,
  status INTEGER NOT NULL CHECK (status IN (1, 2, 3)),
  created_at TEXT NOT NULL
);
CREATE INDEX recommend_awards_member ON recommend_awards (member_id, created_at);

-- LINE id (§3 profile member_line); the register form has no such field, the profile shows it.
ALTER TABLE members ADD COLUMN line_id TEXT NOT NULL DEFAULT '';
