-- Issue 12 (V3): deposits, withdrawals, bank accounts and the deposit/withdrawal record (docs/member.md "Money").

-- 1: the site asks this member to bind a bank account before depositing; the layout's
-- need_bank_account_deposit_verified is 1 while the flag is set and no account is bound.
ALTER TABLE members ADD COLUMN bank_account_required INTEGER NOT NULL DEFAULT 0;

-- Ways to deposit, per site and currency, with their limits. name_i18n: JSON by language.
-- quick_amounts: JSON array of numbers. fast 1: also offered in the fast-payment window.
CREATE TABLE deposit_methods (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies(code),
  code TEXT NOT NULL,
  name_i18n TEXT NOT NULL,
  min_amount REAL NOT NULL,
  max_amount REAL NOT NULL,
  quick_amounts TEXT NOT NULL,
  fast INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0,
  -- where a bank transfer is sent (null for the other methods)
  payee_bank TEXT,
  payee_name TEXT,
  payee_number TEXT,
  CHECK (min_amount > 0 AND max_amount >= min_amount)
);

-- The banks a member of a currency may bind an account at.
CREATE TABLE banks (
  bank_code TEXT NOT NULL,
  currency TEXT NOT NULL REFERENCES currencies(code),
  name_i18n TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (bank_code, currency)
);

CREATE TABLE member_bank_accounts (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  site_id INTEGER NOT NULL,
  bank_code TEXT NOT NULL,
  account_name TEXT NOT NULL,
  account_number TEXT NOT NULL,
  branch TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  -- an account number is bound once per site
  UNIQUE (site_id, account_number)
);

-- Withdrawal limits per site and currency.
CREATE TABLE withdraw_settings (
  site_id INTEGER NOT NULL REFERENCES sites(site_id) ON DELETE CASCADE,
  currency TEXT NOT NULL REFERENCES currencies(code),
  min_amount REAL NOT NULL,
  max_amount REAL NOT NULL,
  daily_times INTEGER NOT NULL,
  PRIMARY KEY (site_id, currency)
);

-- Deposit (type 1) and withdrawal (type 2) orders: the DW record. A deposit credits the cash
-- when it succeeds; a withdrawal takes the cash when it is made and gives it back if it fails.
CREATE TABLE money_orders (
  id INTEGER PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  type INTEGER NOT NULL CHECK (type IN (1, 2)),
  amount REAL NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'success', 'failed', 'cancelled')),
  method_id INTEGER REFERENCES deposit_methods(id),
  bank_account_id INTEGER REFERENCES member_bank_accounts(id) ON DELETE SET NULL,
  -- the method's or bank's name when the order was made, JSON by language
  method_name_i18n TEXT NOT NULL,
  bank_account_number TEXT,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
CREATE INDEX money_orders_member ON money_orders (member_id, created_at);
