import {
  AGENT_TRANSFER_ERROR,
  AGENT_TRANSFER_PICK_MAX,
  type AgentTransferData,
  type AgentTransferSettingsResponse,
} from '@casino/contracts';
import { checkWithdrawPassword, withdrawPasswordLocked } from '../auth/limits';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { amountInMinor } from '../http/amount';
import { fail, ok, type CallResult } from '../http/call';
import type { Lang } from '../http/lang';
import { major, memberCash } from '../money/minor-units';
import { withdrawPasswordOf } from '../money/withdrawals';
import { agentOfMember, type AgentRow } from './agent-of-member';

/**
 * The agent's transfer to a downline member (issue 13, docs/proxy.md "Transfer to a downline
 * member"): settings, the transfer and the agent's latest transfers. A transfer moves cash from the
 * agent member's main wallet to the downline member's in one transaction and publishes member.cash
 * on both members' private channels.
 */

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

/** The limits of one transfer of a site and currency; none configured means no transfer is possible. */
function limitsOf(db: Db, member: Member): { min_amount: number; max_amount: number } {
  return (
    (db
      .prepare('SELECT min_amount, max_amount FROM agent_transfer_settings WHERE site_id = ? AND currency = ?')
      .get(member.site_id, member.currency) as { min_amount: number; max_amount: number } | undefined) ?? { min_amount: 0, max_amount: 0 }
  );
}

/** The caller's agents row when it is an active agent, else undefined. */
export function activeAgent(db: Db, member: Member): AgentRow | undefined {
  const agent = agentOfMember(db, member.id);
  return agent && agent.active === 1 ? agent : undefined;
}

/** The limits, the agent's cash and the 20 newest active members of its downline. */
export function transferSettings(db: Db, member: Member, agent: AgentRow): AgentTransferSettingsResponse {
  const limits = limitsOf(db, member);
  const downline = db
    .prepare(
      'SELECT account, name FROM members WHERE agent_id = ? AND status = 1 AND member_type = 1 ORDER BY created_at DESC, id DESC LIMIT ?',
    )
    .all(agent.id, AGENT_TRANSFER_PICK_MAX) as Array<{ account: string; name: string }>;
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM members WHERE agent_id = ?').get(agent.id) as { count: number };
  return {
    currency: member.currency,
    min_amount: limits.min_amount,
    max_amount: limits.max_amount,
    balance: memberCash(db, member.id),
    has_withdraw_password: withdrawPasswordOf(db, member) ? 1 : 0,
    downline: downline.map((row) => ({ member_account: row.account, member_name: row.name })),
    downline_count: count,
  };
}

export interface TransferRequest {
  member_account: string;
  amount: number;
  withdraw_password: string;
}

/** The checks of a transfer in the order docs/sandbox.md gives (101–106); the downline member it goes to when they pass. */
function transferTarget(ctx: SandboxContext, member: Member, body: TransferRequest): CallResult | { agent: AgentRow; target: DownlineRow } {
  const { db } = ctx;
  const agent = activeAgent(db, member);
  if (!agent) return fail(AGENT_TRANSFER_ERROR.notActiveAgent, 'agentNotActive');
  const target = db
    .prepare('SELECT id, account, name, status FROM members WHERE site_id = ? AND account = ? AND agent_id = ? AND id <> ?')
    .get(member.site_id, body.member_account.trim(), agent.id, member.id) as DownlineRow | undefined;
  if (!target) return fail(AGENT_TRANSFER_ERROR.notInDownline, 'notInDownline');
  if (target.status !== 1) return fail(AGENT_TRANSFER_ERROR.memberUnavailable, 'downlineMemberUnavailable');
  const hash = withdrawPasswordOf(db, member);
  if (!hash) return fail(AGENT_TRANSFER_ERROR.noWithdrawPassword, 'noWithdrawPassword');
  const pin = checkWithdrawPassword(ctx, member.id, body.withdraw_password, hash);
  if (pin.kind === 'locked') return withdrawPasswordLocked(pin.lock);
  if (pin.kind === 'wrong') return fail(AGENT_TRANSFER_ERROR.wrongWithdrawPassword, 'withdrawPasswordWrong');
  const limits = limitsOf(db, member);
  if (body.amount < limits.min_amount || body.amount > limits.max_amount)
    return fail(AGENT_TRANSFER_ERROR.amountOutOfRange, 'transferAmountOutOfRange', {
      params: { min: limits.min_amount, max: limits.max_amount },
    });
  return { agent, target };
}

/** Moves the amount in one transaction (the balance read and taken inside it, so two transfers at once cannot overdraw it). */
function moveCash(db: Db, member: Member, agent: AgentRow, target: DownlineRow, amountMinor: number, now: string): TransferRow | null {
  return db.transaction((): TransferRow | null => {
    const taken = db
      .prepare('UPDATE members SET cash_minor = cash_minor - ? WHERE id = ? AND cash_minor >= ?')
      .run(amountMinor, member.id, amountMinor);
    if (taken.changes === 0) return null;
    db.prepare('UPDATE members SET cash_minor = cash_minor + ? WHERE id = ?').run(amountMinor, target.id);
    const { next } = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM agent_transfers').get() as { next: number };
    const transferNumber = `T${now.slice(0, 10).replace(/-/g, '')}${String(next).padStart(6, '0')}`;
    const { cash_minor: balance } = db.prepare('SELECT cash_minor FROM members WHERE id = ?').get(member.id) as { cash_minor: number };
    db.prepare(
      `INSERT INTO agent_transfers (transfer_number, agent_id, agent_member_id, member_id, amount_minor, currency, balance_after_minor, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(transferNumber, agent.id, member.id, target.id, amountMinor, member.currency, balance, now);
    return {
      transfer_number: transferNumber,
      member_account: target.account,
      member_name: target.name,
      amount_minor: amountMinor,
      currency: member.currency,
      balance_after_minor: balance,
      created_at: now,
    };
  })();
}

/** An agent's transfer to a member of its downline; publishes member.cash on both members' channels. */
export function transferToDownline(ctx: SandboxContext, member: Member, body: TransferRequest, lang: Lang): CallResult {
  const amount = amountInMinor(body.amount, member.currency, lang);
  if (!amount.ok) return amount.result;
  const checked = transferTarget(ctx, member, body);
  if (!('target' in checked)) return checked;
  const made = moveCash(ctx.db, member, checked.agent, checked.target, amount.minor, ctx.now().toISOString());
  if (!made) return fail(AGENT_TRANSFER_ERROR.insufficientBalance, 'transferInsufficientBalance');
  const balance = major(made.balance_after_minor, made.currency);
  ctx.events.emit('member-event', { member_id: member.id, name: 'member.cash', data: { cash: balance } });
  ctx.events.emit('member-event', {
    member_id: checked.target.id,
    name: 'member.cash',
    data: { cash: memberCash(ctx.db, checked.target.id) },
  });
  return ok({ transfer: transferData(made), balance });
}

/** The agent member's latest transfers, newest first. */
export function latestTransfers(db: Db, member: Member, count: number): AgentTransferData[] {
  const rows = db
    .prepare(
      `SELECT t.transfer_number, m.account AS member_account, m.name AS member_name, t.amount_minor, t.currency, t.balance_after_minor, t.created_at
       FROM agent_transfers t JOIN members m ON m.id = t.member_id
       WHERE t.agent_member_id = ? ORDER BY t.created_at DESC, t.id DESC LIMIT ?`,
    )
    .all(member.id, count) as TransferRow[];
  return rows.map(transferData);
}
