import { BugReportInbox } from '@/features/admin-bug-reports/components/bug-report-inbox';

export function AdminBugReportsRoute() {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Bug reports</h1>
        <p className="mt-1 text-sm text-slate-600">
          Reports sent with the bug reporter, newest first, with the reporter&apos;s screenshot and browser details.
        </p>
      </header>
      <BugReportInbox />
    </div>
  );
}
