import { BANK_ACCOUNT_ERROR } from '@casino/contracts';
import { checkWithdrawPassword, withdrawPasswordLocked } from '../auth/limits';
import type { Member } from '../auth/sessions';
import type { SandboxContext } from '../context';
import type { Db } from '../db/db';
import { fail, ok, type CallResult } from '../http/call';
import { parseJson, type I18nText } from '../http/json';
import { pick, type Lang } from '../http/lang';
import { bankAccountData, bankAccountsOf, MAX_BANK_ACCOUNTS } from './orders';
import { withdrawPasswordOf } from './withdrawals';

/** The banks of a currency, the site's order first, named in `lang`. */
export function bankList(db: Db, currency: string, lang: Lang): { bank_code: string; bank_name: string }[] {
  const rows = db
    .prepare('SELECT bank_code, name_i18n FROM banks WHERE currency = ? ORDER BY sort DESC, bank_code')
    .all(currency) as Array<{
    bank_code: string;
    name_i18n: string;
  }>;
  return rows.map((row) => ({ bank_code: row.bank_code, bank_name: pick(parseJson<I18nText>(row.name_i18n, {}), lang) }));
}

export interface BankAccountRequest {
  bank_code: string;
  account_name: string;
  account_number: string;
  branch?: string;
  withdraw_password: string;
}

/** The checks of a new bank account in the spec's order; null when it may be stored. */
function bankAccountRefusal(ctx: SandboxContext, member: Member, request: BankAccountRequest): CallResult | null {
  const { db } = ctx;
  if (!db.prepare('SELECT 1 FROM banks WHERE bank_code = ? AND currency = ?').get(request.bank_code, member.currency))
    return fail(BANK_ACCOUNT_ERROR.bankNotFound, 'bankNotFound');
  const hash = withdrawPasswordOf(db, member);
  if (!hash) return fail(BANK_ACCOUNT_ERROR.noWithdrawPassword, 'noWithdrawPassword');
  const pin = checkWithdrawPassword(ctx, member.id, request.withdraw_password, hash);
  if (pin.kind === 'locked') return withdrawPasswordLocked(pin.lock);
  if (pin.kind === 'wrong') return fail(BANK_ACCOUNT_ERROR.wrongWithdrawPassword, 'withdrawPasswordWrong');
  // Withdrawals are paid only to the member's own name (a site's anti-fraud rule).
  if (member.name.trim() !== '' && request.account_name.trim() !== member.name.trim())
    return fail(BANK_ACCOUNT_ERROR.nameMismatch, 'accountNameMismatch');
  if (bankAccountsOf(db, member.id).length >= MAX_BANK_ACCOUNTS)
    return fail(BANK_ACCOUNT_ERROR.tooManyAccounts, 'tooManyBankAccounts', { params: { max: MAX_BANK_ACCOUNTS } });
  if (db.prepare('SELECT 1 FROM member_bank_accounts WHERE site_id = ? AND account_number = ?').get(member.site_id, request.account_number))
    return fail(BANK_ACCOUNT_ERROR.accountNumberTaken, 'accountNumberTaken');
  return null;
}

/** Stores a bank account of the member's after checking its withdraw password, and answers it. */
export function storeBankAccount(ctx: SandboxContext, member: Member, request: BankAccountRequest, lang: Lang): CallResult {
  const refused = bankAccountRefusal(ctx, member, request);
  if (refused) return refused;
  const { db } = ctx;
  const id = db
    .prepare(
      'INSERT INTO member_bank_accounts (member_id, site_id, bank_code, account_name, account_number, branch, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      member.id,
      member.site_id,
      request.bank_code,
      request.account_name.trim(),
      request.account_number,
      (request.branch ?? '').trim(),
      ctx.now().toISOString(),
    ).lastInsertRowid;
  const row = bankAccountsOf(db, member.id).find((a) => a.id === Number(id));
  return ok({ bank_account: row ? bankAccountData(row, lang) : null });
}
