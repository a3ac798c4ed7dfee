import { SystemSettingsForm } from '@/features/admin-settings/components/system-settings-form';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';

export function AdminSystemRoute() {
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">System Settings</h1>
        <p className="mt-1 text-sm text-slate-600">
          Settings of the whole platform used by the chat widgets: the WhatsApp contact number, the support bot and the
          credits a bug report earns.
        </p>
      </header>
      <SystemSettingsForm canEdit={user?.role === 'superuser'} />
    </div>
  );
}
