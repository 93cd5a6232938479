-- Issue 11: the game hall, launching, playing and quitting games (member-and-account.md §3, §4, §7, §8).

-- How a provider's games open when no rule of §4 forces a mode: window, modal, page or redirect.
ALTER TABLE providers ADD COLUMN open_mode TEXT NOT NULL DEFAULT 'window' CHECK (open_mode IN ('window', 'modal', 'page', 'redirect'));
-- Maintenance (play1 answers 203): in force while the flag is 1 and now is inside the window
-- (a missing start or end is open-ended). title_i18n: the dialog's title, null = the client's default.
ALTER TABLE providers ADD COLUMN maintenance INTEGER NOT NULL DEFAULT 0;
ALTER TABLE providers ADD COLUMN maintain_start_at TEXT;
ALTER TABLE providers ADD COLUMN maintain_end_at TEXT;
ALTER TABLE providers ADD COLUMN maintain_title_i18n TEXT;

ALTER TABLE games ADD COLUMN maintenance INTEGER NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN maintain_start_at TEXT;
ALTER TABLE games ADD COLUMN maintain_end_at TEXT;
ALTER TABLE games ADD COLUMN maintain_title_i18n TEXT;
-- 0: the game has no picture (icon_light is '', the client shows its placeholder).
ALTER TABLE games ADD COLUMN has_icon INTEGER NOT NULL DEFAULT 1;

-- The game the member is in (layout is_playing), and whether transfers into games are disabled (957).
ALTER TABLE members ADD COLUMN is_playing INTEGER NOT NULL DEFAULT 0;
ALTER TABLE members ADD COLUMN playing_game_id INTEGER REFERENCES games(id) ON DELETE SET NULL;
ALTER TABLE members ADD COLUMN transfer_disabled INTEGER NOT NULL DEFAULT 0;

-- The labels (tabs) of /v2/game_label: one per tag a provider's games carry (games.tag).
CREATE TABLE game_tags (
  id INTEGER PRIMARY KEY,
  tag TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL DEFAULT 0
);

-- The titled lists of /v2/get_template_game_list, per site.
CREATE TABLE game_template_lists (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  gt_id INTEGER NOT NULL REFERENCES game_types(gt_id),
  title_i18n TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE game_template_items (
  list_id INTEGER NOT NULL REFERENCES game_template_lists(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (list_id, game_id)
);

CREATE TABLE member_favorite_games (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (member_id, game_id)
);

-- One row per member and game: when it was last launched (last-playing-game, newest first).
CREATE TABLE member_game_plays (
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  played_at TEXT NOT NULL,
  PRIMARY KEY (member_id, game_id)
);

-- A launch: play1 creates it, the game page and its spins are authorised by its token, leave1
-- (or the member's next launch) ends it. spins counts the rounds, which makes results deterministic.
CREATE TABLE game_sessions (
  token TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  lobby_url TEXT NOT NULL,
  lang TEXT NOT NULL,
  spins INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  ended_at TEXT
);
CREATE INDEX game_sessions_member ON game_sessions (member_id, ended_at);

-- Every spin of the sandbox slot, with the balance it left.
CREATE TABLE game_rounds (
  id INTEGER PRIMARY KEY,
  session_token TEXT NOT NULL REFERENCES game_sessions(token) ON DELETE CASCADE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  bet REAL NOT NULL,
  payout REAL NOT NULL,
  cash_after REAL NOT NULL,
  reels TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Seed steps a database already seeded before them has received (seed.ts upgrades such a database once).
CREATE TABLE seed_marks (
  name TEXT PRIMARY KEY,
  applied_at TEXT NOT NULL
);
