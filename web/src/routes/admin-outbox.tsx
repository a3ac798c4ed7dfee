import { AdminPageHeader } from '@/components/admin-page-header';
import { MailMessageList } from '@/features/mail-messages/components/mail-message-list';

export function AdminOutboxRoute() {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <AdminPageHeader title="Mail outbox">
        Every e-mail the platform sent, newest first. Without SMTP_URL (development) the messages stay here instead of
        leaving, whole; mail sent over SMTP keeps only its envelope.
      </AdminPageHeader>
      <MailMessageList />
    </div>
  );
}
