import { Skeleton } from '@/components/ui/skeleton';
import { useMeQuery } from '@/features/auth/api/me.generated';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';

const LATER = ['Notification preferences', 'Active sessions, with sign-out of each'];

/** ACC-01: profile and password change; the other sections are named, honestly, as still to come. */
export function SettingsRoute() {
  const { data } = useMeQuery();
  const me = data?.me;
  return (
    <div className="mx-auto max-w-3xl space-y-8">
      <h1 className="text-2xl font-semibold text-slate-900">Settings</h1>
      <section aria-labelledby="settings-profile" className="space-y-2">
        <h2 id="settings-profile" className="text-lg font-semibold text-slate-900">
          Profile
        </h2>
        {me ? (
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
            <dt className="text-slate-500">Name</dt>
            <dd className="text-slate-900">
              {me.firstName} {me.lastName}
            </dd>
            <dt className="text-slate-500">Email</dt>
            <dd className="text-slate-900">{me.email}</dd>
            <dt className="text-slate-500">Company</dt>
            <dd className="text-slate-900">{me.company?.name}</dd>
          </dl>
        ) : (
          <Skeleton className="h-16 w-full max-w-md" />
        )}
      </section>
      <section aria-labelledby="settings-password" className="space-y-3">
        <h2 id="settings-password" className="text-lg font-semibold text-slate-900">
          Password
        </h2>
        <ChangePasswordForm />
      </section>
      <section aria-labelledby="settings-later" className="space-y-2">
        <h2 id="settings-later" className="text-lg font-semibold text-slate-900">
          Coming in a later release
        </h2>
        <ul className="list-inside list-disc text-sm text-slate-600">
          {LATER.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
