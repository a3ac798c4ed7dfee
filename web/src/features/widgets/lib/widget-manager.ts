// WID-06..08: one of sales, support and bug-report is active (open) at a time; the others sit minimised.
import { useSyncExternalStore } from 'react';

export type WidgetId = 'sales' | 'support' | 'bugReport';

type Listener = () => void;

let active: WidgetId | null = null;
const listeners = new Set<Listener>();

function set(next: WidgetId | null): void {
  if (next === active) return;
  active = next;
  for (const listener of listeners) listener();
}

export function getActiveWidget(): WidgetId | null {
  return active;
}

/** Opening one deactivates any other, which then shows as minimised (WID-08). */
export function openWidget(id: WidgetId): void {
  set(id);
}

/** Minimise and close both return the widget to its floating button (WID-07). */
function minimiseWidget(id: WidgetId): void {
  if (active === id) set(null);
}

/** WID-06: sales and bug-report are hidden while another widget is active; support stays reachable. */
export function isWidgetHidden(id: WidgetId, current: WidgetId | null = active): boolean {
  if (id === 'support') return false;
  return current !== null && current !== id;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = (): WidgetId | null => active;

/** The open widget, if any: other floating cards (the install hint) stay out of its way. */
export function useActiveWidget(): WidgetId | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

export interface WidgetHandle {
  isOpen: boolean;
  isHidden: boolean;
  open: () => void;
  minimise: () => void;
  close: () => void;
}

export function useWidget(id: WidgetId): WidgetHandle {
  const current = useActiveWidget();
  return {
    isOpen: current === id,
    isHidden: isWidgetHidden(id, current),
    open: () => openWidget(id),
    minimise: () => minimiseWidget(id),
    close: () => minimiseWidget(id),
  };
}

/** Tests only. */
export function resetWidgets(): void {
  set(null);
}
