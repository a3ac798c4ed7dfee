import { useCallback, useLayoutEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import type { BlockerFunction } from 'react-router-dom';

/**
 * Holds a navigation that would drop unsaved changes of the open record (another one in the URL's `param`,
 * closing it, another page) until the admin answers: `blocker.state === 'blocked'`, then `proceed` or
 * `reset`. `markClean` lets the editor's own move through, e.g. to the record just added.
 */
export function useDiscardGuard(dirty: boolean, param: string) {
  const dirtyRef = useRef(dirty);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      const open = (search: string) => new URLSearchParams(search).get(param);
      return (
        dirtyRef.current &&
        (currentLocation.pathname !== nextLocation.pathname ||
          open(currentLocation.search) !== open(nextLocation.search))
      );
    },
    [param],
  );
  const blocker = useBlocker(shouldBlock);

  const markClean = useCallback(() => {
    dirtyRef.current = false;
  }, []);

  return { blocker, markClean };
}
