import { useTranslation } from 'react-i18next';
import { NS } from '../../../app/namespace';
import { FIGURE_COLUMNS } from '../lib/figure-columns';

/** The column headers of the figures FigureCells shows. */
export function FigureHeaders() {
  const { t } = useTranslation(NS);
  return (
    <>
      {FIGURE_COLUMNS.map((column) => (
        <th key={column.key} scope="col" className="agent-report__num">
          {t(`reports.figures.${column.key}`)}
        </th>
      ))}
    </>
  );
}
