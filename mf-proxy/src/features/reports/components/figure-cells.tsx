import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/mf-shared';
import type { ReportFigures } from '@casino/contracts';
import { NS } from '../../../app/namespace';
import { FIGURE_COLUMNS, winLossTone } from '../lib/figure-columns';

interface FigureCellsProps {
  figures: ReportFigures;
  currency: string;
}

/** The cells of one row of figures (a period, a layer or the totals), money in the agent's currency. */
export function FigureCells({ figures, currency }: FigureCellsProps) {
  const { t, i18n } = useTranslation(NS);
  const number = new Intl.NumberFormat(i18n.language.replace('_', '-'));
  return (
    <>
      {FIGURE_COLUMNS.map((column) => {
        const value = figures[column.key];
        const tone = column.key === 'win_loss' ? ` agent-report__tone--${winLossTone(value)}` : '';
        return (
          <td key={column.key} className={`agent-report__num${tone}`}>
            {column.money ? formatMoney(value, currency, i18n.language) : number.format(value)}
            {column.count && <span className="agent-report__count">{t('reports.figures.orders', { count: figures[column.count] })}</span>}
          </td>
        );
      })}
    </>
  );
}
