import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import type { DwFilterType } from '../stores/dw-record-store';

interface DwRecordFiltersProps {
  type: DwFilterType;
  start: string;
  end: string;
  error: string | undefined;
  onType: (type: DwFilterType) => void;
  onStart: (day: string) => void;
  onEnd: (day: string) => void;
  onSubmit: (event: FormEvent) => void;
}

const TYPES: Array<[DwFilterType, string]> = [
  [0, 'dwRecord.all'],
  [1, 'dwRecord.deposit'],
  [2, 'dwRecord.withdrawal'],
];

/** The record's filters: type, first and last day (both included), and Search. */
export const DwRecordFilters = observer(function DwRecordFilters({
  type,
  start,
  end,
  error,
  onType,
  onStart,
  onEnd,
  onSubmit,
}: DwRecordFiltersProps) {
  const ui = useUiKit({ extras: true });
  const { t } = useTranslation(NS);
  const dateInput = (id: string, label: string, value: string, onChange: (day: string) => void) => (
    <label className="money-filter" htmlFor={id}>
      <span>{label}</span>
      {ui.isDesktop ? (
        <ui.desktop.Input
          id={id}
          type="date"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'dw-range-error' : undefined}
        />
      ) : (
        <ui.mobile.Input id={id} className="money-filter__date" type="date" value={value} onChange={onChange} />
      )}
    </label>
  );
  return (
    <form className="money-filters" onSubmit={onSubmit} aria-label={t('dwRecord.filters')}>
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
      {dateInput('dw-start', t('dwRecord.start'), start, onStart)}
      {dateInput('dw-end', t('dwRecord.end'), end, onEnd)}
      {error && (
        <div id="dw-range-error" role="alert" className="form-field__error">
          {error}
        </div>
      )}
      {ui.isDesktop ? (
        <ui.desktop.Button type="primary" htmlType="submit">
          {t('dwRecord.search')}
        </ui.desktop.Button>
      ) : (
        <ui.mobile.Button type="submit" color="primary" size="small">
          {t('dwRecord.search')}
        </ui.mobile.Button>
      )}
    </form>
  );
});
