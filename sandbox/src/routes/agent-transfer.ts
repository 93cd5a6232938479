import type { FastifyInstance } from 'fastify';
import {
  AGENT_TRANSFER_ERROR,
  AGENT_TRANSFER_PATH,
  AGENT_TRANSFER_PICK_MAX,
  AGENT_TRANSFER_SETTINGS_PATH,
  AGENT_TRANSFERS_MAX,
  AGENT_TRANSFERS_PATH,
  type AgentTransferData,
  type AgentTransferSettingsResponse,
} from '@casino/contracts';
import { agentOfMember } from '../agents/agent-of-member';
import { checkWithdrawPassword, withdrawPasswordLocked } from '../auth/limits';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { amountInMinor } from '../http/amount';
import { fail, memberCall, ok } from '../http/call';
import { integer, number, object, string } from '../http/schema';
import { major, memberCash } from '../money/minor-units';

/** A transfer as stored: its amounts in the currency's smallest unit. */
type TransferRow = Omit<AgentTransferData, 'amount' | 'balance_after'> & { amount_minor: number; balance_after_minor: number };

interface DownlineRow {
  id: number;
  account: string;
  name: string;
  status: number;
}

const transferData = ({ amount_minor: amount, balance_after_minor: balance, ...row }: TransferRow): AgentTransferData => ({
  ...row,
  amount: major(amount, row.currency),
  balance_after: major(balance, row.currency),
});

const cashOf = memberCash;

/** The limits of one transfer of a site and currency; none configured means no transfer is possible. */
function limitsOf(db: Db, member: Member): { min_amount: number; max_amount: number } {
  return (
    (db
      .prepare('SELECT min_amount, max_amount FROM agent_transfer_settings WHERE site_id = ? AND currency = ?')
      .get(member.site_id, member.currency) as { min_amount: number; max_amount: number } | undefined) ?? { min_amount: 0, max_amount: 0 }
  );
}

/**
 * The agent's transfer to a downline member (issue 13, docs/proxy.md "Transfer to a downline
 * member"): settings, the transfer and the agent's latest transfers. A transfer moves cash from the
 * agent member's main wallet to the downline member's in one transaction and publishes member.cash
 * on both members' private channels.
 */
export function agentTransferRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  /** The caller's agents row when it is an active agent, else undefined. */
  const activeAgent = (member: Member) => {
    const agent = agentOfMember(db, member.id);
    return agent && agent.active === 1 ? agent : undefined;
  };

  const withdrawPasswordOf = (memberId: number) =>
    (db.prepare('SELECT withdraw_password_hash AS hash FROM members WHERE id = ?').get(memberId) as { hash: string | null }).hash;

  memberCall(app, ctx, AGENT_TRANSFER_SETTINGS_PATH, object({}), ({ member }) => {
    const agent = activeAgent(member);
    if (!agent) return fail(AGENT_TRANSFER_ERROR.notActiveAgent, 'agentNotActive');
    const limits = limitsOf(db, member);
    const downline = db
      .prepare(
        'SELECT account, name FROM members WHERE agent_id = ? AND status = 1 AND member_type = 1 ORDER BY created_at DESC, id DESC LIMIT ?',
      )
      .all(agent.id, AGENT_TRANSFER_PICK_MAX) as Array<{ account: string; name: string }>;
    const { count } = db.prepare('SELECT COUNT(*) AS count FROM members WHERE agent_id = ?').get(agent.id) as { count: number };
    const data: AgentTransferSettingsResponse = {
      currency: member.currency,
      min_amount: limits.min_amount,
      max_amount: limits.max_amount,
      balance: cashOf(db, member.id),
      has_withdraw_password: withdrawPasswordOf(member.id) ? 1 : 0,
      downline: downline.map((row) => ({ member_account: row.account, member_name: row.name })),
      downline_count: count,
    };
    return ok(data);
  });

  memberCall(
    app,
    ctx,
    AGENT_TRANSFER_PATH,
    object(
      {
        member_account: string({ minLength: 1, maxLength: 64 }),
        amount: number({ minimum: 0.01, maximum: 1e12 }),
        withdraw_password: string({ maxLength: 16 }),
      },
      ['member_account', 'amount', 'withdraw_password'],
    ),
    ({ member, body, lang }) => {
      const amount = amountInMinor(body.amount, member.currency, lang);
      if (!amount.ok) return amount.result;
      const agent = activeAgent(member);
      if (!agent) return fail(AGENT_TRANSFER_ERROR.notActiveAgent, 'agentNotActive');
      const target = db
        .prepare('SELECT id, account, name, status FROM members WHERE site_id = ? AND account = ? AND agent_id = ? AND id <> ?')
        .get(member.site_id, body.member_account.trim(), agent.id, member.id) as DownlineRow | undefined;
      if (!target) return fail(AGENT_TRANSFER_ERROR.notInDownline, 'notInDownline');
      if (target.status !== 1) return fail(AGENT_TRANSFER_ERROR.memberUnavailable, 'downlineMemberUnavailable');
      const hash = withdrawPasswordOf(member.id);
      if (!hash) return fail(AGENT_TRANSFER_ERROR.noWithdrawPassword, 'noWithdrawPassword');
      const pin = checkWithdrawPassword(ctx, member.id, body.withdraw_password, hash);
      if (pin.kind === 'locked') return withdrawPasswordLocked(pin.lock);
      if (pin.kind === 'wrong') return fail(AGENT_TRANSFER_ERROR.wrongWithdrawPassword, 'withdrawPasswordWrong');
      const limits = limitsOf(db, member);
      if (body.amount < limits.min_amount || body.amount > limits.max_amount)
        return fail(AGENT_TRANSFER_ERROR.amountOutOfRange, 'transferAmountOutOfRange', {
          params: { min: limits.min_amount, max: limits.max_amount },
        });

      const now = ctx.now().toISOString();
      // The balance is read and taken inside the transaction, so two transfers at once cannot overdraw it.
      const made = db.transaction((): TransferRow | null => {
        const taken = db
          .prepare('UPDATE members SET cash_minor = cash_minor - ? WHERE id = ? AND cash_minor >= ?')
          .run(amount.minor, member.id, amount.minor);
        if (taken.changes === 0) return null;
        db.prepare('UPDATE members SET cash_minor = cash_minor + ? WHERE id = ?').run(amount.minor, target.id);
        const { next } = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM agent_transfers').get() as { next: number };
        const transferNumber = `T${now.slice(0, 10).replace(/-/g, '')}${String(next).padStart(6, '0')}`;
        const { cash_minor: balance } = db.prepare('SELECT cash_minor FROM members WHERE id = ?').get(member.id) as { cash_minor: number };
        db.prepare(
          `INSERT INTO agent_transfers (transfer_number, agent_id, agent_member_id, member_id, amount_minor, currency, balance_after_minor, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(transferNumber, agent.id, member.id, target.id, amount.minor, member.currency, balance, now);
        return {
          transfer_number: transferNumber,
          member_account: target.account,
          member_name: target.name,
          amount_minor: amount.minor,
          currency: member.currency,
          balance_after_minor: balance,
          created_at: now,
        };
      })();
      if (!made) return fail(AGENT_TRANSFER_ERROR.insufficientBalance, 'transferInsufficientBalance');

      const balance = major(made.balance_after_minor, made.currency);
      ctx.events.emit('member-event', { member_id: member.id, name: 'member.cash', data: { cash: balance } });
      ctx.events.emit('member-event', { member_id: target.id, name: 'member.cash', data: { cash: cashOf(db, target.id) } });
      return ok({ transfer: transferData(made), balance });
    },
  );

  memberCall(
    app,
    ctx,
    AGENT_TRANSFERS_PATH,
    object({ count: integer({ minimum: 1, maximum: AGENT_TRANSFERS_MAX }) }, ['count']),
    ({ member, body }) => {
      if (!activeAgent(member)) return fail(AGENT_TRANSFER_ERROR.notActiveAgent, 'agentNotActive');
      const rows = db
        .prepare(
          `SELECT t.transfer_number, m.account AS member_account, m.name AS member_name, t.amount_minor, t.currency, t.balance_after_minor, t.created_at
           FROM agent_transfers t JOIN members m ON m.id = t.member_id
           WHERE t.agent_member_id = ? ORDER BY t.created_at DESC, t.id DESC LIMIT ?`,
        )
        .all(member.id, body.count) as TransferRow[];
      return ok({ list: rows.map(transferData) });
    },
  );
}
