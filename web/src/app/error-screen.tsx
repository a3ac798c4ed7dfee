import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { loadPage, reloadPage } from '@/lib/page-location';

/** NAV-19. Both buttons do full page loads, which reset whatever state broke the app. */
export function ErrorScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <div
        role="alert"
        className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm"
      >
        <h1 className="text-xl font-semibold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-sm text-slate-600">
          An unexpected error occurred. Try again, or go back to the home page.
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={reloadPage}>Try Again</Button>
          <Button variant="secondary" onClick={() => loadPage(paths.home)}>
            Go to Home
          </Button>
        </div>
      </div>
    </main>
  );
}
