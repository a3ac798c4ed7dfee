import { lazy, Suspense, useLayoutEffect } from 'react';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

import { isAuthenticated } from '@/lib/auth-storage';
import { useFirstInteraction, useInteractionOrIdle } from '@/lib/use-interaction-or-idle';
import { cn } from '@/lib/cn';

import { installConsoleCapture } from './bug-reporter/console-capture';
import { BugReportButton, SalesButton, SupportButton } from './components/widget-buttons';
import { widgetPlacement } from './lib/placement';
import { useWidget } from './lib/widget-manager';
import type { WidgetId } from './lib/widget-manager';
import { WhatsAppButton } from './whatsapp/whatsapp-button';

// ENT-06: console entries are kept from the moment the app loads, so a later report can include them.
installConsoleCapture();

/**
 * Widget code builds zod schemas and Radix styles as it loads: a prerendered page, which has loaded neither, first
 * prepares them for the Content Security Policy.
 */
async function load<T>(widget: () => Promise<T>): Promise<T> {
  await import('@/app/prepare-csp');
  return widget();
}

const SalesWidget = lazy(async () => ({ default: (await load(() => import('./sales-bot/sales-widget'))).SalesWidget }));
const SupportWidget = lazy(async () => ({
  default: (await load(() => import('./support-bot/support-widget'))).SupportWidget,
}));
const SupportInline = lazy(async () => ({
  default: (await load(() => import('./support-bot/support-inline'))).SupportInline,
}));
const BugReporterWidget = lazy(async () => ({
  default: (await load(() => import('./bug-reporter/bug-reporter-widget'))).BugReporterWidget,
}));

const FLOATING = {
  sales: { Widget: SalesWidget, Button: SalesButton },
  support: { Widget: SupportWidget, Button: SupportButton },
  bugReport: { Widget: BugReporterWidget, Button: BugReportButton },
} satisfies Record<WidgetId, { Widget: ComponentType; Button: ComponentType<{ onClick: () => void }> }>;

const RAIL = '[data-floating-rail]';

interface SlotProps {
  id: WidgetId;
  /** Loads the widgets' code: a click that comes with no pointer or key event first (assistive technology) too. */
  load: () => void;
}

/** The accessible name of the rail's button that had the focus when a placeholder gave way to its widget. */
let focusedLabel: string | null = null;

/**
 * A widget's button before its code has loaded (and in prerendered HTML): the click that loads the code opens the
 * widget, which shows open once loaded.
 */
function Placeholder({ id, load }: SlotProps) {
  const widget = useWidget(id);
  useLayoutEffect(
    () => () => {
      const active = document.activeElement;
      if (active?.closest(RAIL)) focusedLabel = active.getAttribute('aria-label');
    },
    [],
  );
  if (widget.isHidden || widget.isOpen) return null;
  const { Button } = FLOATING[id];
  return (
    <Button
      onClick={() => {
        widget.open();
        load();
      }}
    />
  );
}

/** The loaded widget's button takes back the focus its placeholder had (a keyboard user keeps their place). */
function Loaded({ id }: { id: WidgetId }) {
  useLayoutEffect(() => {
    if (focusedLabel === null || (document.activeElement !== null && document.activeElement !== document.body)) return;
    document.querySelector<HTMLElement>(`${RAIL} [aria-label="${focusedLabel}"]`)?.focus();
    focusedLabel = null;
  }, []);
  const { Widget } = FLOATING[id];
  return <Widget />;
}

function FloatingWidget({ loaded, ...slot }: SlotProps & { loaded: boolean }) {
  return (
    <Suspense fallback={<Placeholder {...slot} />}>
      {loaded ? <Loaded id={slot.id} /> : <Placeholder {...slot} />}
    </Suspense>
  );
}

/** WID-03: the support bot in the page itself loads at the first interaction or idle moment. */
function InlineSupport() {
  const ready = useInteractionOrIdle();
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SupportInline />
    </Suspense>
  );
}

/**
 * The chat widgets and WhatsApp button of the current page (spec §2 placement). Issue 10: their code loads at the
 * first interaction with the page or when the pointer or focus reaches their buttons; until then light buttons
 * stand in for them.
 */
export function WidgetLayer() {
  const { pathname } = useLocation();
  const [loaded, load] = useFirstInteraction();
  const signedIn = isAuthenticated();
  const placement = widgetPlacement(pathname, signedIn);
  // NAV-12: a visitor's round login button holds the corner of the marketing pages; the rail starts beside it
  // (phones, a row above the bottom bar) or above it (md up, a column), 12 px apart like the buttons themselves.
  const besideLogin = placement.sales && !signedIn;
  const floating = placement.sales || placement.support === 'floating' || placement.whatsapp || placement.bugReporter;

  return (
    <>
      {placement.support === 'inline' ? <InlineSupport /> : null}
      {floating ? (
        <div
          data-testid="widget-buttons"
          data-floating-rail=""
          onPointerEnter={load}
          onFocus={load}
          className={cn(
            'pointer-events-none fixed right-4 bottom-20 z-40 flex items-end gap-3 md:right-6 md:bottom-6 md:flex-col',
            besideLogin && 'right-[5.25rem] md:right-6 md:bottom-[5.75rem]',
          )}
        >
          {placement.whatsapp ? <WhatsAppButton /> : null}
          {placement.support === 'floating' ? <FloatingWidget id="support" load={load} loaded={loaded} /> : null}
          {placement.sales ? <FloatingWidget id="sales" load={load} loaded={loaded} /> : null}
          {placement.bugReporter ? <FloatingWidget id="bugReport" load={load} loaded={loaded} /> : null}
        </div>
      ) : null}
    </>
  );
}
