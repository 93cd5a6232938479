-- Home page content: banners, marquee announcements, bulletins, promotions, FAQ and the
-- site blocks (footer, float, mobile footer, logos, template lists).
CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  use_type INTEGER NOT NULL CHECK (use_type IN (0, 1, 2)),
  title_i18n TEXT NOT NULL,
  -- NULL: the sandbox draws the picture at /api/assets/banners/<id>.svg
  image_url TEXT,
  link TEXT NOT NULL DEFAULT '',
  link_type INTEGER NOT NULL CHECK (link_type IN (0, 1, 2)),
  link_method INTEGER NOT NULL DEFAULT 0,
  game_link_parameter TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1,
  color_from TEXT NOT NULL DEFAULT '#1d2b64',
  color_to TEXT NOT NULL DEFAULT '#f8cdda',
  updated_at TEXT NOT NULL
);
CREATE INDEX banners_site_use ON banners (site_id, use_type);

CREATE TABLE announcements (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  content_i18n TEXT NOT NULL,
  display_before_login INTEGER NOT NULL DEFAULT 1,
  display_after_login INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- display_device: 0 both, 1 desktop, 2 mobile.
-- display_location: JSON array of pop-up locations (1 visitor home, 2 member pages, 3 deposit page);
-- an empty array means the bulletin is only listed in the history.
-- display_frequency: 0 once (a member may hide it), 1 every visit.
CREATE TABLE bulletins (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  title_i18n TEXT NOT NULL,
  content_i18n TEXT NOT NULL,
  display_device INTEGER NOT NULL DEFAULT 0 CHECK (display_device IN (0, 1, 2)),
  display_location TEXT NOT NULL DEFAULT '[]',
  display_frequency INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE bulletin_hides (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  bulletin_id INTEGER NOT NULL REFERENCES bulletins(id) ON DELETE CASCADE,
  hidden_at TEXT NOT NULL,
  PRIMARY KEY (member_id, bulletin_id)
);

CREATE TABLE promotions (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  category TEXT NOT NULL,
  title_i18n TEXT NOT NULL,
  summary_i18n TEXT NOT NULL,
  content_i18n TEXT NOT NULL,
  start_at TEXT NOT NULL,
  end_at TEXT,
  sort INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1,
  color_from TEXT NOT NULL,
  color_to TEXT NOT NULL
);

CREATE TABLE faqs (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  category TEXT NOT NULL,
  question_i18n TEXT NOT NULL,
  answer_i18n TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

-- kind: footer, float, mobile_footer, logo, model_setting, model_sponsor, model_login.
-- data: a JSON document whose { en_US, zh_CN, vi_VN } leaves are localized when served.
CREATE TABLE web_blocks (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  data TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX web_blocks_site_kind ON web_blocks (site_id, kind);
