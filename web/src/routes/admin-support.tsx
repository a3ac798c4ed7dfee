import { AdminPageHeader } from '@/components/admin-page-header';
import { SupportInbox } from '@/features/support-conversations/components/support-inbox';

export function AdminSupportRoute() {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title="Support conversations">
        Messages from the support bot, latest activity first. Your reply shows in the visitor&apos;s chat and in the
        user&apos;s Support Center.
      </AdminPageHeader>
      <SupportInbox />
    </div>
  );
}
