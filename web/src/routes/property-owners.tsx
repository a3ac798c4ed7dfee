import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { OwnerList } from '@/features/property-owners/components/owner-list';

/** OWN-01. Staff see and add the company's owners; an owner sees only their own record (ISO-02, ISO-07). */
export function PropertyOwnersRoute() {
  const { scope, role } = useRoleScope();
  const own = scope === 'owner';
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{own ? 'Your owner record' : 'Property owners'}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {own
            ? 'The details your letting agent holds for you.'
            : 'The owners of your properties: contact, bank details, fees and spending limits.'}
        </p>
      </header>
      <OwnerList canAdd={role === 'landlord' || role === 'manager'} />
    </div>
  );
}
