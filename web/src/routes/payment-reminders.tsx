import { Link } from 'react-router-dom';

import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { ArrearsList } from '@/features/leases/components/arrears-list';

const WORDING = {
  company: {
    title: 'Rent and arrears',
    lead: 'Every tenancy’s balance, most arrears first. Record payments as they arrive.',
  },
  owner: { title: 'Rent on your properties', lead: 'What each tenancy of your properties has paid and owes.' },
  tenant: { title: 'Your rent', lead: 'What you have paid, what is due next and your balance.' },
} as const;

/** RENT-01, RENT-03: the ledger across tenancies; staff record payments, owners and tenants read their slice. */
export function PaymentRemindersRoute() {
  const { scope, role } = useRoleScope();
  if (scope === 'trade') {
    return (
      <div className="mx-auto max-w-7xl space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">Rent</h1>
        {/* ISO-07: no slice of rent fits a trade; say so, and where their work is. */}
        <EmptyState title="Rent is for your letting agent, owners and tenants">
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
  const staff = role === 'landlord' || role === 'manager';
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{lead}</p>
      </header>
      {staff ? (
        <p role="note" className="rounded-md border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
          Payment reminders by e-mail are coming soon.
        </p>
      ) : null}
      <ArrearsList scope={slice} canRecord={staff} />
    </div>
  );
}
