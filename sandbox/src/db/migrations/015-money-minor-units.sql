-- Issue 23: balances and every movement of money are integers of the currency's smallest unit
-- (cents; đồng, won and yen have none), so sums are exact: no 200.00490000000002. The wire keeps
-- the spec's decimal numbers; money/minor-units.ts converts at the edge. Each REAL column becomes
-- a `<name>_minor` INTEGER column (a new name, so no query can read the old meaning by mistake),
-- its value rounded to the currency's unit (the scale below is mf-shared's currencyDecimals).
-- Limits (deposit methods, withdraw and agent-transfer settings) stay settings in major units,
-- the jackpot pools a display that grows with time, the agent reports' figures aggregates.

ALTER TABLE members ADD COLUMN cash_minor INTEGER NOT NULL DEFAULT 0;
UPDATE members SET cash_minor = CAST(ROUND(cash * (CASE WHEN currency IN ('VND', 'IDR', 'KRW', 'WON', 'JPY') THEN 1 ELSE 100 END)) AS INTEGER);
ALTER TABLE members DROP COLUMN cash;

ALTER TABLE member_provider_wallets ADD COLUMN cash_minor INTEGER NOT NULL DEFAULT 0;
UPDATE member_provider_wallets SET cash_minor = CAST(ROUND(cash * (
  SELECT CASE WHEN m.currency IN ('VND', 'IDR', 'KRW', 'WON', 'JPY') THEN 1 ELSE 100 END FROM members m WHERE m.id = member_id)) AS INTEGER);
ALTER TABLE member_provider_wallets DROP COLUMN cash;

ALTER TABLE transfer_records ADD COLUMN amount_minor INTEGER NOT NULL DEFAULT 0;
UPDATE transfer_records SET amount_minor = CAST(ROUND(amount * (
  SELECT CASE WHEN m.currency IN ('VND', 'IDR', 'KRW', 'WON', 'JPY') THEN 1 ELSE 100 END FROM members m WHERE m.id = member_id)) AS INTEGER);
ALTER TABLE transfer_records DROP COLUMN amount;

ALTER TABLE red_envelopes ADD COLUMN cash_minor INTEGER NOT NULL DEFAULT 0;
UPDATE red_envelopes SET cash_minor = CAST(ROUND(cash * (CASE WHEN currency IN ('VND', 'IDR', 'KRW', 'WON', 'JPY') THEN 1 ELSE 100 END)) AS INTEGER);
ALTER TABLE red_envelopes DROP COLUMN cash;

ALTER TABLE red_envelope_claims ADD COLUMN cash_minor INTEGER NOT NULL DEFAULT 0;
UPDATE red_envelope_claims SET cash_minor = CAST(ROUND(cash * (
  SELECT CASE WHEN e.currency IN ('VND', 'IDR', 'KRW', 'WON', 'JPY') THEN 1 ELSE 100 END FROM red_envelopes e WHERE e.id = envelope_id)) AS INTEGER);
ALTER TABLE red_envelope_claims DROP COLUMN cash;

-- money_orders is built again: its amount in minor units, and the anonymous fast-payment orders
-- (item 5, docs/member.md "Fast payment"): anonymous 1 = made without a session for payer_account
-- on site_id, counted apart from the member's own deposits; member_id NULL = an account the site
-- does not have (or not of the method's currency): the order is kept like any other, so the answer
-- does not tell, and is never credited.
CREATE TABLE money_orders_minor (
  id INTEGER PRIMARY KEY,
  order_number TEXT NOT NULL UNIQUE,
  member_id INTEGER REFERENCES members(id) ON DELETE CASCADE,
  type INTEGER NOT NULL CHECK (type IN (1, 2)),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'success', 'failed', 'cancelled')),
  method_id INTEGER REFERENCES deposit_methods(id),
  bank_account_id INTEGER REFERENCES member_bank_accounts(id) ON DELETE SET NULL,
  method_name_i18n TEXT NOT NULL,
  bank_account_number TEXT,
  created_at TEXT NOT NULL,
  completed_at TEXT,
  pay_token TEXT,
  anonymous INTEGER NOT NULL DEFAULT 0 CHECK (anonymous IN (0, 1)),
  site_id INTEGER,
  payer_account TEXT
);
INSERT INTO money_orders_minor (id, order_number, member_id, type, amount_minor, currency, status, method_id, bank_account_id,
  method_name_i18n, bank_account_number, created_at, completed_at, pay_token)
SELECT id, order_number, member_id, type,
  CAST(ROUND(amount * (CASE WHEN currency IN ('VND', 'IDR', 'KRW', 'WON', 'JPY') THEN 1 ELSE 100 END)) AS INTEGER),
  currency, status, method_id, bank_account_id, method_name_i18n, bank_account_number, created_at, completed_at, pay_token
FROM money_orders;
DROP TABLE money_orders;
ALTER TABLE money_orders_minor RENAME TO money_orders;
CREATE INDEX money_orders_member ON money_orders (member_id, created_at);
CREATE INDEX money_orders_payer ON money_orders (site_id, payer_account, anonymous, status);

ALTER TABLE agent_transfers ADD COLUMN amount_minor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE agent_transfers ADD COLUMN balance_after_minor INTEGER NOT NULL DEFAULT 0;
UPDATE agent_transfers SET
  amount_minor = CAST(ROUND(amount * (CASE WHEN currency IN ('VND', 'IDR', 'KRW', 'WON', 'JPY') THEN 1 ELSE 100 END)) AS INTEGER),
  balance_after_minor = CAST(ROUND(balance_after * (CASE WHEN currency IN ('VND', 'IDR', 'KRW', 'WON', 'JPY') THEN 1 ELSE 100 END)) AS INTEGER);
ALTER TABLE agent_transfers DROP COLUMN amount;
ALTER TABLE agent_transfers DROP COLUMN balance_after;

ALTER TABLE game_rounds ADD COLUMN bet_minor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_rounds ADD COLUMN payout_minor INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_rounds ADD COLUMN cash_after_minor INTEGER NOT NULL DEFAULT 0;
UPDATE game_rounds SET
  bet_minor = CAST(ROUND(bet * (SELECT CASE WHEN m.currency IN ('VND', 'IDR', 'KRW', 'WON', 'JPY') THEN 1 ELSE 100 END FROM members m WHERE m.id = member_id)) AS INTEGER),
  payout_minor = CAST(ROUND(payout * (SELECT CASE WHEN m.currency IN ('VND', 'IDR', 'KRW', 'WON', 'JPY') THEN 1 ELSE 100 END FROM members m WHERE m.id = member_id)) AS INTEGER),
  cash_after_minor = CAST(ROUND(cash_after * (SELECT CASE WHEN m.currency IN ('VND', 'IDR', 'KRW', 'WON', 'JPY') THEN 1 ELSE 100 END FROM members m WHERE m.id = member_id)) AS INTEGER);
ALTER TABLE game_rounds DROP COLUMN bet;
ALTER TABLE game_rounds DROP COLUMN payout;
ALTER TABLE game_rounds DROP COLUMN cash_after;

ALTER TABLE recommend_awards ADD COLUMN amount_minor INTEGER NOT NULL DEFAULT 0;
UPDATE recommend_awards SET amount_minor = CAST(ROUND(amount * (
  SELECT CASE WHEN m.currency IN ('VND', 'IDR', 'KRW', 'WON', 'JPY') THEN 1 ELSE 100 END FROM members m WHERE m.id = member_id)) AS INTEGER);
ALTER TABLE recommend_awards DROP COLUMN amount;
