-- Game catalogue: game types, providers (GPxx), games, and the jackpot pools.
CREATE TABLE game_types (
  gt_id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  app_prefix TEXT NOT NULL,
  name_i18n TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE providers (
  gp_id TEXT PRIMARY KEY,
  gp_name TEXT NOT NULL,
  app_id TEXT NOT NULL,
  active INTEGER NOT NULL DEFAULT 1,
  demo_supported INTEGER NOT NULL DEFAULT 0,
  color TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE games (
  id INTEGER PRIMARY KEY,
  gp_id TEXT NOT NULL REFERENCES providers(gp_id) ON DELETE CASCADE,
  game_type INTEGER NOT NULL REFERENCES game_types(gt_id),
  game_code TEXT NOT NULL,
  name_i18n TEXT NOT NULL,
  house TEXT NOT NULL DEFAULT '',
  customized INTEGER NOT NULL DEFAULT 0,
  tag TEXT NOT NULL DEFAULT '',
  sort INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  UNIQUE (gp_id, game_code)
);
CREATE INDEX games_provider_type ON games (gp_id, game_type);

CREATE TABLE jackpots (
  currency TEXT PRIMARY KEY REFERENCES currencies(code),
  base_amount REAL NOT NULL,
  -- growth per second since base_at, so a page that polls sees the pool move
  rate_per_second REAL NOT NULL,
  base_at TEXT NOT NULL
);
