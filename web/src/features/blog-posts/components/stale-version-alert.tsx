import { Button } from '@/components/ui/button';

/** The 409 STALE_VERSION of a save or publish: someone else saved first; reloading starts from their version. */
export function StaleVersionAlert({ onReload }: { onReload: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-semibold">Someone else changed this post while you were editing it.</p>
      <p className="mt-1">
        Reload the post to see the latest version, then make your changes again. Copy anything you want to keep first:
        reloading discards your unsaved edits.
      </p>
      <Button variant="secondary" className="mt-3" onClick={onReload}>
        Reload post
      </Button>
    </div>
  );
}
