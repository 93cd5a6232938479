-- The payment page of a deposit that is paid at the provider (e-wallet, QR code, USDT): the
-- one-time token in its address (routes/payment-pages.ts). Bank transfers have none.
ALTER TABLE money_orders ADD COLUMN pay_token TEXT;
