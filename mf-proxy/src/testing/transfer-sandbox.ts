import { MEMBER_LAYOUT_PATH, MY_CASH_PATH } from '@casino/mf-shared';
import {
  AGENT_TRANSFER_ERROR,
  AGENT_TRANSFER_PATH,
  AGENT_TRANSFER_SETTINGS_PATH,
  AGENT_TRANSFERS_PATH,
  type AgentDownlineMemberData,
  type AgentTransferData,
} from '@casino/contracts';
import { businessError, createFakeSandbox, type Handler } from '@casino/mf-shared/testing';

export interface TransferState {
  cash: number;
  downline: AgentDownlineMemberData[];
  /** members of the downline beyond the ones offered to pick */
  extraDownline: number;
  hasPassword: boolean;
  transfers: AgentTransferData[];
}

const DOWNLINE: AgentDownlineMemberData[] = [
  { member_account: 'pay_member_desk', member_name: '冯下线' },
  { member_account: 'pay_member_two', member_name: '' },
];

/**
 * The transfer calls of the sandbox, kept in memory: an RMB agent with a balance, limits 10 …
 * 50,000, the withdraw password 1234, its downline, and the transfers it makes.
 */
export function transferSandbox(initial: Partial<TransferState> = {}, ...more: Array<Record<string, Handler>>) {
  const state: TransferState = { cash: 5000, downline: DOWNLINE, extraDownline: 0, hasPassword: true, transfers: [], ...initial };
  const sandbox = createFakeSandbox(
    {
      [MEMBER_LAYOUT_PATH]: () => ({
        member_common_layout: { id: 1, member_account: 'player_rmb', member_currency: 'RMB', member_cash: state.cash, member_type: 1 },
      }),
      [MY_CASH_PATH]: () => ({ total: state.cash, my_cash_list: [] }),
      [AGENT_TRANSFER_SETTINGS_PATH]: () => ({
        currency: 'RMB',
        min_amount: 10,
        max_amount: 50_000,
        balance: state.cash,
        has_withdraw_password: state.hasPassword ? 1 : 0,
        downline: state.downline,
        downline_count: state.downline.length + state.extraDownline,
      }),
      [AGENT_TRANSFERS_PATH]: (body) => ({ list: state.transfers.slice(0, Number(body.count)) }),
      [AGENT_TRANSFER_PATH]: (raw) => {
        const body = raw as { member_account: string; amount: number; withdraw_password: string };
        const member = state.downline.find((m) => m.member_account === body.member_account);
        if (!member) return businessError(AGENT_TRANSFER_ERROR.notInDownline, 'No member with this account in your downline');
        if (body.withdraw_password !== '1234')
          return businessError(AGENT_TRANSFER_ERROR.wrongWithdrawPassword, 'The withdrawal password is wrong');
        state.cash -= body.amount;
        const transfer: AgentTransferData = {
          transfer_number: `T20250610${String(state.transfers.length + 1).padStart(6, '0')}`,
          member_account: member.member_account,
          member_name: member.member_name,
          amount: body.amount,
          currency: 'RMB',
          balance_after: state.cash,
          created_at: '2025-06-10T12:00:00.000Z',
        };
        state.transfers.unshift(transfer);
        return { transfer, balance: state.cash };
      },
    },
    ...more,
  );
  return { sandbox, state };
}
