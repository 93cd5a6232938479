/*
 * Issue 23: money is exact to the smallest unit. Random sequences of deposits, withdrawals, agent
 * transfers, red-envelope claims and transfers back, with random amounts in random currencies:
 * after every step the member's stored cash equals the sum of its ledger, every answer's balance
 * is that cash to the unit, and no amount with more decimals than the currency has is taken.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import {
  AGENT_TRANSFER_PATH,
  BANK_ACCOUNT_STORE_PATH,
  currencyDecimals,
  DEPOSIT_METHODS_PATH,
  DEPOSIT_ORDER_PATH,
  fromMinorUnits,
  RED_ENVELOPE_CLAIM_PATH,
  toMinorUnits,
  TRANSFER_BACK_PATH,
  WITHDRAW_APPLY_PATH,
  type DepositMethodsResponse,
} from '@casino/contracts';
import { hashPassword } from '../auth/password';
import { call, loginAs, sandboxAdmin, testSandbox } from '../testing';

const START = Date.parse('2025-06-10T12:00:00.000Z');

/** The seeded members the property plays with, one per currency kind (two decimals, none). */
const PLAYERS = [
  { account: 'agent_pay_desk', site: 1, currency: 'RMB', downline: 'pay_member_desk' },
  { account: 'player_usd', site: 1, currency: 'USD', downline: null },
  { account: 'player_vnd', site: 2, currency: 'VND', downline: null },
] as const;

/** An amount as a member would type it: a whole part and 0–4 decimals, sometimes more than the currency has. */
const amountText = fc
  .tuple(fc.integer({ min: 0, max: 60_000 }), fc.stringMatching(/^\d{0,4}$/))
  .map(([whole, fraction]) => (fraction ? `${whole}.${fraction}` : String(whole)));

const step = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: amountText, settle: fc.constantFrom('success', 'failed') }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: amountText, settle: fc.constantFrom('success', 'failed', 'pending') }),
  fc.record({ kind: fc.constant('transfer' as const), amount: amountText }),
  fc.record({ kind: fc.constant('envelope' as const), amount: amountText }),
  fc.record({ kind: fc.constant('transferBack' as const), amount: amountText }),
);

const decimalsOf = (text: string) => (text.split('.')[1] ?? '').replace(/0+$/, '').length;

describe('money in minor units (property)', () => {
  let app: FastifyInstance;

  afterEach(async () => {
    await app?.close();
  });

  /** The member's cash as the sum of its ledger since `start` (its cash then, the last ids of each table), in the smallest unit. */
  function ledger(
    memberId: number,
    start: { cash: number; transferId: number; orderId: number; agentTransferId: number; envelopeId: number },
  ): number {
    const db = app.sandbox.db;
    const sum = (sql: string, ...args: unknown[]) =>
      (db
        .prepare(sql)
        .pluck()
        .get(...args) as number | null) ?? 0;
    return (
      start.cash +
      sum(
        "SELECT SUM(amount_minor) FROM money_orders WHERE member_id = ? AND id > ? AND type = 1 AND status = 'success'",
        memberId,
        start.orderId,
      ) -
      sum(
        "SELECT SUM(amount_minor) FROM money_orders WHERE member_id = ? AND id > ? AND type = 2 AND status IN ('pending', 'success')",
        memberId,
        start.orderId,
      ) +
      sum('SELECT SUM(amount_minor) FROM agent_transfers WHERE member_id = ? AND id > ?', memberId, start.agentTransferId) -
      sum('SELECT SUM(amount_minor) FROM agent_transfers WHERE agent_member_id = ? AND id > ?', memberId, start.agentTransferId) +
      sum('SELECT SUM(cash_minor) FROM red_envelope_claims WHERE member_id = ? AND envelope_id > ?', memberId, start.envelopeId) +
      sum(
        "SELECT SUM(amount_minor) FROM transfer_records WHERE member_id = ? AND id > ? AND to_wallet = 'MAIN'",
        memberId,
        start.transferId,
      )
    );
  }

  it('keeps every balance equal to its ledger, to the unit, and takes no amount with too many decimals', async () => {
    // one sandbox for every run (a run reads its ledger from its own start), so the property stays fast
    let clock = START;
    app = testSandbox({ now: () => new Date(clock) });
    const db = app.sandbox.db;
    const sessions = new Map<string, { token: string; bankAccountId: number }>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...PLAYERS), fc.array(step, { minLength: 1, maxLength: 8 }), async (player, steps) => {
        const { currency } = player;
        const digits = currencyDecimals(currency);
        const member = db.prepare('SELECT id FROM members WHERE site_id = ? AND account = ?').get(player.site, player.account) as {
          id: number;
        };
        // what the seed lacks for this member: a withdraw password, a bank account, withdrawal limits
        db.prepare('UPDATE members SET withdraw_password_hash = ?, cash_minor = ? WHERE id = ?').run(
          hashPassword('1234'),
          toMinorUnits(currency === 'VND' ? 80_000_000 : 80_000, currency),
          member.id,
        );
        db.prepare(
          'INSERT OR REPLACE INTO withdraw_settings (site_id, currency, min_amount, max_amount, daily_times) VALUES (?, ?, 1, 1e9, 1000)',
        ).run(player.site, currency);
        let session = sessions.get(player.account);
        if (!session) {
          const token = await loginAs(app, player.account, player.site);
          const bank = db.prepare('SELECT bank_code FROM banks WHERE currency = ? LIMIT 1').pluck().get(currency) as string | undefined;
          db.prepare("UPDATE members SET name = '' WHERE id = ?").run(member.id);
          const bound = bank
            ? await call<{ bank_account: { id: number } }>(
                app,
                BANK_ACCOUNT_STORE_PATH,
                {
                  bank_code: bank,
                  account_name: 'Test',
                  account_number: `62220000${String(member.id).padStart(8, '0')}`,
                  withdraw_password: '1234',
                },
                { token },
              )
            : null;
          session = { token, bankAccountId: bound?.body.apiResponseData?.bank_account.id ?? 0 };
          sessions.set(player.account, session);
        }
        const { token, bankAccountId } = session;
        const methods = (await call<DepositMethodsResponse>(app, DEPOSIT_METHODS_PATH, {}, { token })).body.apiResponseData.list;
        const start = {
          cash: db.prepare('SELECT cash_minor FROM members WHERE id = ?').pluck().get(member.id) as number,
          transferId: (db.prepare('SELECT MAX(id) FROM transfer_records').pluck().get() as number | null) ?? 0,
          orderId: (db.prepare('SELECT MAX(id) FROM money_orders').pluck().get() as number | null) ?? 0,
          agentTransferId: (db.prepare('SELECT MAX(id) FROM agent_transfers').pluck().get() as number | null) ?? 0,
          envelopeId: (db.prepare('SELECT MAX(id) FROM red_envelopes').pluck().get() as number | null) ?? 0,
        };

        for (const s of steps) {
          const amount = Number(s.amount);
          const tooPrecise = decimalsOf(s.amount) > digits;
          const before = db.prepare('SELECT cash_minor FROM members WHERE id = ?').pluck().get(member.id) as number;
          let answer: { statusCode: number; body: { status: boolean; apiResponseData: unknown } } | null = null;
          const cashNow = () => db.prepare('SELECT cash_minor FROM members WHERE id = ?').pluck().get(member.id) as number;
          /** the cash when the call answered (a settlement may move it afterwards) */
          let answered = before;
          if (s.kind === 'deposit') {
            const method = methods.find((m) => amount >= m.min_amount && amount <= m.max_amount) ?? methods[0];
            answer = await call<{ order: { order_number: string } }>(app, DEPOSIT_ORDER_PATH, { method_id: method?.id, amount }, { token });
            answered = cashNow();
            const number = (answer.body.apiResponseData as { order?: { order_number: string } } | null)?.order?.order_number;
            if (number) await sandboxAdmin(app, 'POST', '/money/deposits/complete', { order_number: number, status: s.settle });
          } else if (s.kind === 'withdraw') {
            answer = await call(app, WITHDRAW_APPLY_PATH, { bank_account_id: bankAccountId, amount, withdraw_password: '1234' }, { token });
            answered = cashNow();
            const number = (answer.body.apiResponseData as { order?: { order_number: string } } | null)?.order?.order_number;
            if (number && s.settle !== 'pending')
              await sandboxAdmin(app, 'POST', '/money/withdrawals/complete', { order_number: number, status: s.settle });
          } else if (s.kind === 'transfer' && player.downline) {
            answer = await call(
              app,
              AGENT_TRANSFER_PATH,
              { member_account: player.downline, amount, withdraw_password: '1234' },
              { token },
            );
          } else if (s.kind === 'envelope' && amount > 0) {
            const made = await sandboxAdmin(app, 'POST', '/red-envelopes', { site_id: player.site, currency, cash: amount, seconds: 60 });
            if (made.ok) answer = await call(app, RED_ENVELOPE_CLAIM_PATH, { id: made.id }, { token });
            else expect(tooPrecise).toBe(true);
          } else if (s.kind === 'transferBack') {
            const set = await sandboxAdmin(app, 'POST', '/wallets/provider-cash', {
              member_account: player.account,
              site_id: player.site,
              gp_id: 'GPR8',
              cash: amount,
            });
            expect(Boolean(set.ok)).toBe(!tooPrecise);
            clock += 11_000;
            answer = await call(app, TRANSFER_BACK_PATH, {}, { token });
          }
          const after = cashNow();
          if (s.kind !== 'deposit' && s.kind !== 'withdraw') answered = after;
          expect(Number.isSafeInteger(after)).toBe(true);
          expect(after).toBe(ledger(member.id, start));
          if (answer && tooPrecise && s.kind !== 'transferBack') {
            // refused at the edge with a field error, nothing moved
            expect(answer.statusCode).toBe(400);
            expect(after).toBe(before);
          }
          if (answer?.body.status) {
            // every amount the answer carries is written with the currency's decimals at most
            const text = JSON.stringify(answer.body.apiResponseData);
            for (const [, value] of text.matchAll(/"(?:amount|balance|balance_after|cash)":(-?[\d.e+-]+)/g))
              expect(toMinorUnits(Math.abs(Number(value)), currency)).not.toBeNull();
            const balance = (answer.body.apiResponseData as { balance?: number; cash?: number }).balance;
            if (balance !== undefined) expect(balance).toBe(fromMinorUnits(answered, currency));
          }
        }
      }),
      { numRuns: 20 },
    );
  });

  it('refuses 100.0049 on the agent transfer, the withdrawal and fast payment; balances never take float noise', async () => {
    app = testSandbox({ now: () => new Date(START) });
    const agent = await loginAs(app, 'agent_pay_desk');
    const transfer = await call(
      app,
      AGENT_TRANSFER_PATH,
      { member_account: 'pay_member_desk', amount: 100.0049, withdraw_password: '1234' },
      { token: agent, lang: 'zh_CN' },
    );
    expect(transfer.statusCode).toBe(400);
    expect(transfer.body).toMatchObject({
      code: 400,
      apiResponseData: { errors: [{ field: 'amount', message: expect.stringContaining('RMB') }] },
    });

    const member = await loginAs(app, 'money_desk');
    const bound = await call<{ bank_account: { id: number } }>(
      app,
      BANK_ACCOUNT_STORE_PATH,
      { bank_code: 'ICBC', account_name: '陈存款', account_number: '6222000011112222', withdraw_password: '1234' },
      { token: member },
    );
    const withdraw = await call(
      app,
      WITHDRAW_APPLY_PATH,
      { bank_account_id: bound.body.apiResponseData.bank_account.id, amount: 100.0049, withdraw_password: '1234' },
      { token: member },
    );
    expect(withdraw.statusCode).toBe(400);

    const methods = (await call<DepositMethodsResponse>(app, DEPOSIT_METHODS_PATH, {}, { token: member })).body.apiResponseData.list;
    const fast = methods.find((m) => m.fast === 1);
    const anonymous = await call(app, '/arks/web/fast-payment/order', {
      site_id: 1,
      method_id: fast?.id,
      amount: 100.0049,
      member_account: 'money_desk',
    });
    expect(anonymous.statusCode).toBe(400);
    expect(app.sandbox.db.prepare("SELECT COUNT(*) FROM money_orders WHERE payer_account = 'money_desk'").pluck().get()).toBe(0);

    // 200 + 0.0049 could only be stored as 200.00490000000002 in floats; in cents it is refused, and 200.01 stays 200.01
    const ok = await call<{ balance: number }>(
      app,
      AGENT_TRANSFER_PATH,
      { member_account: 'pay_member_desk', amount: 200.01, withdraw_password: '1234' },
      { token: agent },
    );
    expect(ok.body.apiResponseData.balance).toBe(4799.99);
    expect(JSON.stringify(ok.body.apiResponseData)).not.toMatch(/"(amount|balance|balance_after)":\d+\.\d{3,}/);
  });
});
