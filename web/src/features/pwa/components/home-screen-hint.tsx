import { Share, X } from 'lucide-react';
import { useId } from 'react';

import { env } from '@/config/env';

import { isIos } from '../lib/display-mode';

interface HomeScreenHintProps {
  onDismiss: () => void;
}

/** NAV-17: explains how to put the app on the home screen (browsers differ). */
export function HomeScreenHint({ onDismiss }: HomeScreenHintProps) {
  const titleId = useId();
  return (
    <aside
      role="status"
      aria-labelledby={titleId}
      className="pointer-events-auto flex items-start gap-3 rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm text-slate-800 shadow-lg"
    >
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold text-slate-900">
          Add {env.appName} to your home screen
        </h2>
        {isIos() ? (
          <p className="mt-1">
            In Safari, tap Share <Share aria-hidden="true" className="inline size-4 align-text-bottom" /> and then{' '}
            <strong>Add to Home Screen</strong>.
          </p>
        ) : (
          <p className="mt-1">
            Open your browser&apos;s menu and choose <strong>Add to Home screen</strong> or <strong>Install app</strong>
            .
          </p>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="-m-1 rounded-md p-1 text-slate-600 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </aside>
  );
}
