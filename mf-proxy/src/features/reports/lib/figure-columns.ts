import type { ReportFigures } from '@casino/contracts';

/** A column of the report tables: which figure, whether it is money, and the count said under it. */
export interface FigureColumn {
  key: keyof ReportFigures;
  money: boolean;
  count?: keyof ReportFigures;
}

/** The figures the operation and stratified reports show, in their order (message keys reports.figures.<key>). */
export const FIGURE_COLUMNS: readonly FigureColumn[] = [
  { key: 'deposits', money: true, count: 'deposit_count' },
  { key: 'withdrawals', money: true, count: 'withdrawal_count' },
  { key: 'bets', money: true },
  { key: 'valid_bets', money: true },
  { key: 'payouts', money: true },
  { key: 'win_loss', money: true },
  { key: 'active_members', money: false },
  { key: 'new_members', money: false },
];

/** Whether a period or layer shows nothing at all (the report then says so instead of a table of zeros). */
export function isQuiet(figures: ReportFigures): boolean {
  return FIGURE_COLUMNS.every((column) => figures[column.key] === 0);
}

/** The CSS modifier of a house result: the house won (the downline lost), lost, or neither. */
export function winLossTone(value: number): 'up' | 'down' | 'even' {
  return value > 0 ? 'up' : value < 0 ? 'down' : 'even';
}
