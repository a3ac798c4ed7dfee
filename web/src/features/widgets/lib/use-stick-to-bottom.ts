import { useCallback, useEffect, useRef } from 'react';

/** How near the end (px) still counts as reading the newest message. */
const NEAR_END_PX = 48;

/**
 * A callback ref that keeps a conversation scrolled to its newest message while it grows (new bubbles, and bubbles
 * typing out), unless the reader has scrolled up; `pinAgain` changing (a new message) brings the view back to the end.
 */
export function useStickToBottom<T extends HTMLElement>(pinAgain: unknown) {
  const list = useRef<T | null>(null);
  const pinned = useRef(true);

  const ref = useCallback((element: T | null) => {
    list.current = element;
    if (!element) return;
    const follow = () => {
      if (pinned.current) element.scrollTop = element.scrollHeight;
    };
    const onScroll = () => {
      pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight <= NEAR_END_PX;
    };
    const observer = new MutationObserver(follow);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    element.addEventListener('scroll', onScroll, { passive: true });
    follow();
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', onScroll);
    };
  }, []);

  useEffect(() => {
    pinned.current = true;
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [pinAgain]);

  return ref;
}
