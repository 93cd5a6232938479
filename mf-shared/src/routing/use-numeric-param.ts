import { useParams } from './router';

/** The route's :id as a positive integer; undefined when absent, NaN when it is not one. */
export function useNumericParam(name = 'id'): number | undefined {
  const raw = useParams()[name];
  if (raw === undefined) return undefined;
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : Number.NaN;
}
