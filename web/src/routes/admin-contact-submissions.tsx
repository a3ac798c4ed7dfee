import { ContactInbox } from '@/features/admin-contact/components/contact-inbox';

export function AdminContactSubmissionsRoute() {
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Contact submissions</h1>
        <p className="mt-1 text-sm text-slate-600">
          Requests from the sales bot and the contact, request-access and demo pages, newest first.
        </p>
      </header>
      <ContactInbox />
    </div>
  );
}
