import { isRequestError } from '@casino/mf-shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; notFound: boolean }
  | { status: 'loaded'; data: T };

/**
 * Runs a call when its inputs change and keeps the three states a page shows; an answer for older
 * inputs is dropped. Business code 101 is the API's "not found".
 */
export function useLoader<T>(load: () => Promise<T>, deps: readonly unknown[]): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => active && setState({ status: 'loaded', data }),
      (error: unknown) => {
        if (!active || (isRequestError(error) && error.kind === 'cancelled')) return;
        setState({ status: 'failed', notFound: isRequestError(error) && String(error.code) === '101' });
      },
    );
    return () => {
      active = false;
    };
    // The inputs of the call are the caller's deps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}
