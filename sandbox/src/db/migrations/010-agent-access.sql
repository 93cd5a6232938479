-- Issue 13, access and application (docs/proxy.md "Reaching the centre, applying, promotion, levels").
-- A site may rename its agent levels, per language (POST /arks/web/agent-level-rename); a level
-- without a name keeps the client's translated "Level N".
CREATE TABLE agent_level_names (
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  level INTEGER NOT NULL CHECK (level >= 1),
  locale TEXT NOT NULL CHECK (locale IN ('en_US', 'zh_CN', 'vi_VN')),
  name TEXT NOT NULL,
  PRIMARY KEY (site_id, level, locale)
);

-- The commission an agent of a level earns on its downline's net win/loss, per site and currency
-- (the plan page, POST /agent/plan). A currency without tiers has no agent programme: applying
-- answers 103. rate is a percentage; min_active_members the active downline a month needs.
CREATE TABLE agent_commission_tiers (
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies(code),
  level INTEGER NOT NULL CHECK (level >= 1),
  rate REAL NOT NULL CHECK (rate > 0 AND rate <= 100),
  min_active_members INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (site_id, currency, level)
);

-- An application names the agent the member applies under (its upline), when there is one.
ALTER TABLE agent_applications ADD COLUMN upline_agent_id INTEGER REFERENCES agents(id);
