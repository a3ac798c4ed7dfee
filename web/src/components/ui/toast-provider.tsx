import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';

import { Toast } from './toast';
import { dismissToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD, useToastItems } from './toast-context';

/** Renders the toasts of the shared helper with Radix Toast (5 s, swipe right 50 px to dismiss: CONST-06). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const items = useToastItems();
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      label="Notification"
    >
      {children}
      {items.map((item) => (
        <Toast key={item.id} item={item} onDismiss={dismissToast} />
      ))}
      {/* At the top: the chat widgets' floating buttons hold the bottom-right corner. */}
      <RadixToast.Viewport
        aria-label="Notifications ({hotkey})"
        className="fixed inset-x-0 top-0 z-[60] m-0 flex list-none flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:right-0 sm:w-full sm:max-w-sm"
      />
    </RadixToast.Provider>
  );
}
