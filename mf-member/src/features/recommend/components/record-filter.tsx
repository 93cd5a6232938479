import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@casino/mf-shared/record-lists';
import { rangeProblem, type DateRange, type RangeProblem } from '@casino/contracts';
import { NS } from '../../../app/namespace';

export interface RecordQuery extends DateRange {
  account: string;
}

/** The date range (and, for member search, an account) of a record list; applied on submit once valid. */
export function RecordFilter({
  initial,
  withAccount,
  onApply,
}: {
  initial: RecordQuery;
  withAccount: boolean;
  onApply: (query: RecordQuery) => void;
}) {
  const { t } = useTranslation(NS);
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const submit = () => {
    const found = rangeProblem(draft);
    setProblem(found);
    if (!found) onApply({ ...draft, account: draft.account.trim() });
  };
  const account = withAccount ? (
    <label>
      {t('recommend.search.account')}
      <input type="search" value={draft.account} maxLength={64} onChange={(event) => setDraft({ ...draft, account: event.target.value })} />
    </label>
  ) : null;
  return (
    <DateRangeFilter
      id={withAccount ? 'member-search' : 'award-record'}
      label={t('recommend.filter')}
      range={draft}
      onChange={(range) => setDraft({ ...draft, ...range })}
      problem={problem}
      onSubmit={submit}
      after={account}
    />
  );
}
