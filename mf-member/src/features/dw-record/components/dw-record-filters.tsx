import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import { DateRangeFilter } from '@casino/mf-shared/record-lists';
import type { DateRange, RangeProblem } from '@casino/contracts';
import { NS } from '../../../app/namespace';
import type { DwFilterType } from '../stores/dw-record-store';

interface DwRecordFiltersProps {
  type: DwFilterType;
  range: DateRange;
  problem: RangeProblem | null;
  onType: (type: DwFilterType) => void;
  onRange: (range: DateRange) => void;
  onSubmit: () => void;
}

const TYPES: Array<[DwFilterType, string]> = [
  [0, 'dwRecord.all'],
  [1, 'dwRecord.deposit'],
  [2, 'dwRecord.withdrawal'],
];

/** The record's filters: the type of order, then the shared date range (both days included) and Search. */
export const DwRecordFilters = observer(function DwRecordFilters({
  type,
  range,
  problem,
  onType,
  onRange,
  onSubmit,
}: DwRecordFiltersProps) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const types = (
    <div role="radiogroup" aria-label={t('dwRecord.type')}>
      {ui.isDesktop ? (
        <ui.desktop.Radio.Group value={type} onChange={(event) => onType(Number(event.target.value) as DwFilterType)}>
          {TYPES.map(([value, key]) => (
            <ui.desktop.Radio key={value} value={value}>
              {t(key)}
            </ui.desktop.Radio>
          ))}
        </ui.desktop.Radio.Group>
      ) : (
        <ui.mobile.Radio.Group value={type} onChange={(value) => onType(Number(value) as DwFilterType)}>
          <div className="money-methods money-methods--mobile">
            {TYPES.map(([value, key]) => (
              <ui.mobile.Radio key={value} value={value}>
                {t(key)}
              </ui.mobile.Radio>
            ))}
          </div>
        </ui.mobile.Radio.Group>
      )}
    </div>
  );
  return (
    <DateRangeFilter
      id="dw"
      label={t('dwRecord.filters')}
      range={range}
      onChange={onRange}
      problem={problem}
      onSubmit={onSubmit}
      before={types}
    />
  );
});
