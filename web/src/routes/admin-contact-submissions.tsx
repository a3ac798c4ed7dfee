import { AdminPageHeader } from '@/components/admin-page-header';
import { ContactInbox } from '@/features/contact-submissions/components/contact-inbox';

export function AdminContactSubmissionsRoute() {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title="Contact submissions">
        Requests from the sales bot and the contact, request-access and demo pages, newest first.
      </AdminPageHeader>
      <ContactInbox />
    </div>
  );
}
