import { AdminPageHeader } from '@/components/admin-page-header';
import { BugReportInbox } from '@/features/bug-reports/components/bug-report-inbox';

export function AdminBugReportsRoute() {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title="Bug reports">
        Reports sent with the bug reporter, newest first, with the reporter&apos;s screenshot and browser details.
      </AdminPageHeader>
      <BugReportInbox />
    </div>
  );
}
