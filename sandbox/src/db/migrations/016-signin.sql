-- Issue 26: the daily sign-in campaign (shell-and-public.md §3 "Sign-in reward states";
-- docs/member.md "Daily sign-in"). A campaign per site and currency runs from start_day to end_day,
-- both included, days of the site's clock (America/Caracas, YYYY-MM-DD); each day has its reward
-- in the currency's smallest unit. A member signs in at most once per day: the primary key of
-- signin_claims is the guarantee, not a check before the insert.
CREATE TABLE signin_campaigns (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies(code),
  start_day TEXT NOT NULL,
  end_day TEXT NOT NULL,
  CHECK (start_day <= end_day)
);
CREATE INDEX signin_campaigns_site ON signin_campaigns (site_id, currency, start_day);

CREATE TABLE signin_rewards (
  campaign_id INTEGER NOT NULL REFERENCES signin_campaigns(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  reward_minor INTEGER NOT NULL CHECK (reward_minor >= 0),
  PRIMARY KEY (campaign_id, day)
);

CREATE TABLE signin_claims (
  campaign_id INTEGER NOT NULL REFERENCES signin_campaigns(id) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  reward_minor INTEGER NOT NULL,
  signed_at TEXT NOT NULL,
  PRIMARY KEY (campaign_id, member_id, day)
);
