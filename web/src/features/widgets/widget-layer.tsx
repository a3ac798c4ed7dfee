import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

import { isAuthenticated } from '@/lib/auth-storage';

import { installConsoleCapture } from './bug-reporter/console-capture';
import { widgetPlacement } from './lib/placement';

// ENT-06: console entries are kept from the moment the app loads, so a later report can include them.
installConsoleCapture();

const SalesWidget = lazy(async () => ({ default: (await import('./sales-bot/sales-widget')).SalesWidget }));
const SupportWidget = lazy(async () => ({ default: (await import('./support-bot/support-widget')).SupportWidget }));
const SupportInline = lazy(async () => ({ default: (await import('./support-bot/support-inline')).SupportInline }));
const WhatsAppButton = lazy(async () => ({ default: (await import('./whatsapp/whatsapp-button')).WhatsAppButton }));
const BugReporterWidget = lazy(async () => ({
  default: (await import('./bug-reporter/bug-reporter-widget')).BugReporterWidget,
}));

/** The chat widgets and WhatsApp button of the current page (spec §2 placement), loaded on demand. */
export function WidgetLayer() {
  const { pathname } = useLocation();
  const placement = widgetPlacement(pathname, isAuthenticated());
  const floating = placement.sales || placement.support === 'floating' || placement.whatsapp || placement.bugReporter;

  return (
    <Suspense fallback={null}>
      {placement.support === 'inline' ? <SupportInline /> : null}
      {floating ? (
        <div
          data-testid="widget-buttons"
          className="pointer-events-none fixed right-4 bottom-20 z-40 flex flex-col items-end gap-3 md:bottom-6"
        >
          {placement.whatsapp ? <WhatsAppButton /> : null}
          {placement.support === 'floating' ? <SupportWidget /> : null}
          {placement.sales ? <SalesWidget /> : null}
          {placement.bugReporter ? <BugReporterWidget /> : null}
        </div>
      ) : null}
    </Suspense>
  );
}
