import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** App-wide error screen (spec §2): 'Try Again' reloads, 'Go to Home' goes to /. */
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
          <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
            Try Again
          </button>
          {/* A full page load resets whatever state broke the app. */}
          <a href={paths.home} className={buttonClasses('secondary')}>
            Go to Home
          </a>
        </div>
      </div>
    </main>
  );
}
