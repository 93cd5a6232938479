import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiKit } from '@casino/mf-shared';
import { NS } from '../../../app/namespace';
import { rangeError, type DateRange } from '../lib/date-range';

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
  const ui = useUiKit();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = rangeError(draft);
    setError(key);
    if (!key) onApply({ ...draft, account: draft.account.trim() });
  };
  return (
    <form className="recommend__filter" onSubmit={submit} noValidate aria-label={t('recommend.filter')}>
      <label>
        {t('recommend.range.start')}
        <input type="date" value={draft.start} onChange={(event) => setDraft({ ...draft, start: event.target.value })} />
      </label>
      <label>
        {t('recommend.range.end')}
        <input type="date" value={draft.end} onChange={(event) => setDraft({ ...draft, end: event.target.value })} />
      </label>
      {withAccount && (
        <label>
          {t('recommend.search.account')}
          <input
            type="search"
            value={draft.account}
            maxLength={64}
            onChange={(event) => setDraft({ ...draft, account: event.target.value })}
          />
        </label>
      )}
      {ui.isDesktop ? (
        <ui.desktop.Button type="primary" htmlType="submit">
          {t('recommend.apply')}
        </ui.desktop.Button>
      ) : (
        <ui.mobile.Button type="submit" color="primary" size="small">
          {t('recommend.apply')}
        </ui.mobile.Button>
      )}
      {error && (
        <p role="alert" className="recommend__filter-error">
          {t(error)}
        </p>
      )}
    </form>
  );
}
