import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECORD_MAX_DAYS, rangeProblemKey, type DateRange, type RangeProblem } from '@casino/contracts';
import { SearchButton } from './search-button';
import './record-list.css';

interface DateRangeFilterProps {
  /** Prefix of the inputs' ids (one filter per page may share none). */
  id: string;
  /** The form's name. */
  label: string;
  range: DateRange;
  onChange: (range: DateRange) => void;
  /** What is wrong with the range (from rangeProblem), said in an alert; null when nothing is. */
  problem: RangeProblem | null;
  onSubmit: () => void;
  /** A list's own filters before the days (a type choice). */
  before?: ReactNode;
  /** A list's own filters after the days (an account). */
  after?: ReactNode;
  maxDays?: number;
}

/** A record list's filter: first and last day (both included), any filters of the list's own, Search, and the range's problem. */
export const DateRangeFilter = observer(function DateRangeFilter(props: DateRangeFilterProps) {
  const { id, label, range, onChange, problem, onSubmit, before, after, maxDays = RECORD_MAX_DAYS } = props;
  const { t } = useTranslation('common');
  const errorId = `${id}-range-error`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const day = (field: keyof DateRange, text: string) => (
    <label className="date-range-filter__day" htmlFor={`${id}-${field}`}>
      <span>{text}</span>
      <input
        id={`${id}-${field}`}
        className="date-range-filter__input"
        type="date"
        value={range[field]}
        onChange={(event) => onChange({ ...range, [field]: event.target.value })}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
      />
    </label>
  );
  return (
    <form className="date-range-filter" onSubmit={submit} noValidate aria-label={label}>
      {before}
      {day('start', t('dateRange.start'))}
      {day('end', t('dateRange.end'))}
      {after}
      <SearchButton>{t('dateRange.search')}</SearchButton>
      {problem && (
        <div id={errorId} role="alert" className="date-range-filter__error">
          {t(rangeProblemKey(problem), { count: maxDays })}
        </div>
      )}
    </form>
  );
});
