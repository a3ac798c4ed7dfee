/** Events that mean a person is using the page, so what they may reach for next should load now. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;
/** Longest wait for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` once, after the load event when the main thread is idle, so that it never competes with the
 * first paint. Returns a cancel function.
 */
export function whenIdleAfterLoad(work: () => void, target: Window = window): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    if (typeof target.requestIdleCallback === 'function') {
      const handle = target.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => target.cancelIdleCallback(handle);
    } else {
      const handle = target.setTimeout(work, 1);
      cancelIdle = () => target.clearTimeout(handle);
    }
  };
  if (target.document.readyState === 'complete') {
    onLoad();
    return () => cancelIdle();
  }
  target.addEventListener('load', onLoad, { once: true });
  return () => {
    target.removeEventListener('load', onLoad);
    cancelIdle();
  };
}

/** Runs `work` once, at the first interaction with the page. Returns a cancel function. */
export function onFirstInteraction(work: () => void, target: Window = window): () => void {
  const stop = () => INTERACTIONS.forEach((type) => target.removeEventListener(type, run, true));
  const run = () => {
    stop();
    work();
  };
  INTERACTIONS.forEach((type) => target.addEventListener(type, run, { capture: true, passive: true }));
  return stop;
}

/** Runs `work` once: at the first interaction, or when idle after load, whichever comes first. */
export function onInteractionOrIdle(work: () => void, target: Window = window): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    stop();
    work();
  };
  const cancelIdle = whenIdleAfterLoad(run, target);
  const cancelInteraction = onFirstInteraction(run, target);
  const stop = () => {
    cancelIdle();
    cancelInteraction();
  };
  return stop;
}
