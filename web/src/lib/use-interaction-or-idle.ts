import { startTransition, useCallback, useEffect, useState } from 'react';

import { onFirstInteraction, onInteractionOrIdle } from './idle';

/** False on the first paint (and in prerendered HTML); true from the first interaction or idle moment. */
export function useInteractionOrIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => onInteractionOrIdle(() => setReady(true)), []);
  return ready;
}

/**
 * False on the first paint (and in prerendered HTML); true from the first interaction with the page, or once
 * `start` is called (a pointer over or focus on what needs the code). A transition: what is on screen stays until
 * the code it waits for has loaded.
 */
export function useFirstInteraction(): [ready: boolean, start: () => void] {
  const [ready, setReady] = useState(false);
  const start = useCallback(() => startTransition(() => setReady(true)), []);
  useEffect(() => onFirstInteraction(start), [start]);
  return [ready, start];
}
