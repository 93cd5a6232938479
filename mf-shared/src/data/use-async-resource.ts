import { reaction } from 'mobx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AsyncResource, type AsyncResourceOptions, type AsyncState } from './async-resource';

/**
 * Loads a page's data when its inputs change, with the rules of AsyncResource (latest load wins,
 * a cancelled call is sent again); new inputs start from "loading". Returns the state and a retry.
 */
export function useAsyncResource<T>(load: () => Promise<T>, deps: readonly unknown[], options?: AsyncResourceOptions): [AsyncState<T>, () => void] {
  const [resource] = useState(() => new AsyncResource<T>(options));
  const [state, setState] = useState<AsyncState<T>>(() => resource.state);
  const loadRef = useRef(load);
  loadRef.current = load;

  // The state reaches React through a reaction, so the hook also works outside an observer.
  useEffect(() => reaction(() => resource.state, setState, { fireImmediately: true }), [resource]);

  useEffect(() => {
    resource.reset();
    void resource.load(() => loadRef.current());
    return () => resource.reset();
    // The inputs of the call are the caller's deps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resource, ...deps]);

  const retry = useCallback(() => void resource.reload(), [resource]);
  return [state, retry];
}
