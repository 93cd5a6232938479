/**
 * `@casino/mf-shared/record-lists`: a record list's filter form (From / To days and Search) and its
 * pager, used by the member and agent centres' records. Not in the main entry: no first view needs
 * them; each remote that uses them bundles them. The list's states (`ListState`, `LoadFailure`)
 * stay in the main entry, as home's lists show them.
 */
export { DateRangeFilter } from './date-range-filter';
export { Pager } from './pager';
export { SearchButton } from './search-button';
