import { Link } from 'react-router-dom';

import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { TenancyList } from '@/features/leases/components/tenancy-list';

const WORDING = {
  company: { title: 'Leases', lead: 'Every tenancy of your properties: terms, rent and deposits.' },
  owner: { title: 'Leases of your properties', lead: 'Who rents your properties, on what terms.' },
  tenant: { title: 'Your lease', lead: 'Your rent, its schedule and your deposit.' },
} as const;

/** LEASE-01. Staff see and start the company's tenancies; an owner those of their properties, a tenant their own. */
export function LeasesRoute() {
  const { scope, role } = useRoleScope();
  if (scope === 'trade') {
    return (
      <div className="mx-auto max-w-7xl space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">Leases</h1>
        {/* ISO-07: no slice of tenancies fits a trade; say so, and where their work is. */}
        <EmptyState title="Tenancies are for your letting agent, owners and tenants">
          Your jobs are under{' '}
          <Link className="text-brand-700 underline" to={paths.maintenance}>
            Maintenance
          </Link>
          .
        </EmptyState>
      </div>
    );
  }
  const slice = scope === 'owner' || scope === 'tenant' ? scope : 'company';
  const { title, lead } = WORDING[slice];
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{lead}</p>
        </div>
        {/* RENT-01, RENT-03: the ledger across these tenancies. */}
        <Link className="text-sm text-brand-700 underline" to={paths.paymentReminders}>
          {slice === 'tenant' ? 'Your rent and balance' : 'Rent and arrears'}
        </Link>
      </header>
      <TenancyList scope={slice} canCreate={role === 'landlord' || role === 'manager'} />
    </div>
  );
}
