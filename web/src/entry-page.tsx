import { env } from '@/config/env';
import { captureInstallPrompt } from '@/features/pwa/lib/install-prompt-store';
import { registerServiceWorkerWhenIdle } from '@/features/pwa/lib/register-service-worker';
import { captureEarlyClicks } from '@/lib/early-clicks';
import { applyDeferredStylesheets } from '@/prerender/first-paint';
import { preloadStartChunks } from '@/prerender/page-chunks';

import './index.css';

/**
 * Resolves in a task of its own, once the browser has had its turn. A message rather than a timer: no 4 ms clamp,
 * and a page whose timers are held (a test's paused clock) still hydrates.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once the browser has painted the page's first content. Not a frame callback or a timer: a test's paused
 * clock holds those, and the page would never hydrate. A browser without paint timing goes on at once.
 */
function firstPaint(): Promise<void> {
  const observable = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes;
  if (!observable || !observable.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * A prerendered public page (src/prerender): its HTML paints on its own, and only then is its code fetched (issue
 * 10: nothing competes with the first paint), all of it at once (page-chunks.ts). It runs in four tasks rather than
 * one long one (Total Blocking Time): this module, React, the page's own code, then its start, which hydrates it
 * (prerender/start-page.tsx).
 */
async function boot(container: HTMLElement): Promise<void> {
  await firstPaint();
  preloadStartChunks();
  await import('react-dom/client');
  await nextTask();
  const { startPage } = await import('@/prerender/start-page');
  await nextTask();
  await startPage(container, container.dataset.page);
}

captureEarlyClicks();
// Before the first paint, which waits for this module (first-paint.ts: rel=expect), so the page is styled once:
// restyling it after the paint would be one long task (Total Blocking Time).
applyDeferredStylesheets();
const container = document.getElementById('root');
if (!container) throw new Error('The prerendered page lacks the #root element');
captureInstallPrompt();
if (!env.isDev) registerServiceWorkerWhenIdle();
void boot(container);
