import { Download } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { env } from '@/config/env';

interface InstallPromptProps {
  onInstall: () => void;
  onDismiss: () => void;
}

/** NAV-15: offers to install the app; the browser's own dialog follows 'Install'. */
export function InstallPrompt({ onInstall, onDismiss }: InstallPromptProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className="pointer-events-auto rounded-lg border border-slate-200 bg-white p-4 shadow-lg"
    >
      <div className="flex items-start gap-3">
        <span className="mt-0.5 rounded-md bg-brand-50 p-2 text-brand-700" aria-hidden="true">
          <Download className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-sm font-semibold text-slate-900">
            Install {env.appName}
          </h2>
          <p id={descriptionId} className="mt-1 text-sm text-slate-600">
            Add the app to your home screen for quicker access, full screen.
          </p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" onClick={onDismiss}>
          Not now
        </Button>
        <Button onClick={onInstall}>Install</Button>
      </div>
    </section>
  );
}
