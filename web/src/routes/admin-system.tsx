import { AdminPageHeader } from '@/components/admin-page-header';
import { SystemSettingsForm } from '@/features/system-settings/components/system-settings-form';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';

export function AdminSystemRoute() {
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <AdminPageHeader title="System Settings">
        Settings of the whole platform used by the chat widgets: the WhatsApp contact number, the support bot and the
        credits a bug report earns.
      </AdminPageHeader>
      <SystemSettingsForm canEdit={user?.role === 'superuser'} />
    </div>
  );
}
