import { useState, type ReactNode } from 'react';
import { useAsyncResource, type AsyncState } from '@casino/mf-shared';
import { RECOMMEND_PAGE_SIZE, defaultRange, pageCount } from '@casino/contracts';
import { Pager } from '@casino/mf-shared/record-lists';
import { RecordFilter, type RecordQuery } from '../components/record-filter';

/** The recommend records' range: the last 30 days by default. */
const RECOMMEND_DEFAULT_DAYS = 30;

interface RecordList<T> {
  state: AsyncState<T>;
  retry: () => void;
  /** The date range (and account) filter; a new query starts again from page 1. */
  filter: ReactNode;
  /** Previous / Next, when the list has more than one page. */
  pager: ReactNode;
}

/** A recommend record list's query, page and call (award record, member search): the last 30 days by default, 10 a page. */
export function useRecordList<T extends { total_count: number }>(
  withAccount: boolean,
  fetch: (query: RecordQuery, page: number) => Promise<T>,
): RecordList<T> {
  const [query, setQuery] = useState<RecordQuery>(() => ({ ...defaultRange(RECOMMEND_DEFAULT_DAYS), account: '' }));
  const [page, setPage] = useState(1);
  const [state, retry] = useAsyncResource(() => fetch(query, page), [query, page]);
  const filter = (
    <RecordFilter
      initial={query}
      withAccount={withAccount}
      onApply={(next) => {
        setQuery(next);
        setPage(1);
      }}
    />
  );
  const pages = state.status === 'loaded' ? pageCount(state.data.total_count, RECOMMEND_PAGE_SIZE) : 1;
  const pager = pages > 1 ? <Pager page={page} pages={pages} onPage={setPage} /> : null;
  return { state, retry, filter, pager };
}
