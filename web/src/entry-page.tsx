import { env } from '@/config/env';
import { captureInstallPrompt } from '@/features/pwa/lib/install-prompt-store';
import { registerServiceWorkerWhenIdle } from '@/features/pwa/lib/register-service-worker';
import { captureEarlyClicks } from '@/lib/early-clicks';
import { applyDeferredStylesheets } from '@/prerender/first-paint';

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
 * A prerendered public page (src/prerender): its HTML is already painted. Its code runs in three tasks rather than
 * one long one (issue 10: Total Blocking Time): this module, React, then the page's own code, which hydrates it
 * (prerender/start-page.tsx). The page's HTML preloads both chunks (build-pages.ts), so neither waits for the other.
 */
async function boot(container: HTMLElement): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { startPage } = await import('@/prerender/start-page');
  await startPage(container, container.dataset.page);
}

captureEarlyClicks();
applyDeferredStylesheets();
const container = document.getElementById('root');
if (!container) throw new Error('The prerendered page lacks the #root element');
captureInstallPrompt();
if (!env.isDev) registerServiceWorkerWhenIdle();
void boot(container);
