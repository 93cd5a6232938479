import type { SettlementDetailResponse } from '@casino/contracts';
import { settlement } from '../../../testing/reports-sandbox';
import { settlementOutcome } from './settlement-outcome';

const detail = (commissions: number[], more: Partial<SettlementDetailResponse['settlement']>): SettlementDetailResponse => ({
  settlement: settlement(1, '2026-09', more),
  lines: commissions.map((commission, i) => ({
    layer: i + 1,
    agent_level: i + 1,
    active_members: 1,
    valid_bets: 0,
    win_loss: 0,
    rate: 0.1,
    commission,
  })),
  adjustment_list: [],
});

describe('settlement outcome', () => {
  it.each([
    [[300, 100], { carried_in: 0, active_members: 10, min_active_members: 5 }, null],
    [[300, 100], { carried_in: -500, active_members: 10, min_active_members: 5 }, 'carried'],
    [[-300, 100], { carried_in: 0, active_members: 2, min_active_members: 5 }, 'carried'],
    [[300, 100], { carried_in: 0, active_members: 4, min_active_members: 5 }, 'short'],
    [[300], { carried_in: -300, active_members: 5, min_active_members: 5 }, null],
  ] as const)('lines %j with %j → %s', (commissions, more, outcome) => {
    expect(settlementOutcome(detail([...commissions], more))).toBe(outcome);
  });
});
