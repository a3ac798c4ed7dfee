import { Link } from 'react-router-dom';

import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useRoleScope } from '@/features/auth/hooks/use-role-scope';
import { TenantList } from '@/features/tenants/components/tenant-list';

const HEADINGS = {
  company: { title: 'Tenants', intro: 'Your tenants: contact, status and Right to Rent checks.' },
  owner: { title: 'Tenants', intro: 'The tenants of your properties, now and before.' },
  tenant: { title: 'Your details', intro: 'The details your letting agent holds for you.' },
  trade: { title: 'Tenants', intro: 'Tenants are kept by the letting agent.' },
} as const;

/** TEN-01. Staff see and add the company's tenants; an owner those of their properties; a tenant themself (ISO-07). */
export function TenantsRoute() {
  const { scope, role } = useRoleScope();
  const heading = HEADINGS[scope ?? 'company'];
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{heading.title}</h1>
        <p className="mt-1 text-sm text-slate-600">{heading.intro}</p>
      </header>
      {scope === 'trade' ? (
        <EmptyState title="Nothing to show here">
          The access details you need for a job come with the job.{' '}
          <Link to={paths.maintenance} className="text-brand-700 underline">
            Your jobs
          </Link>
        </EmptyState>
      ) : (
        <TenantList
          scope={scope === 'owner' || scope === 'tenant' ? scope : 'company'}
          canAdd={role === 'landlord' || role === 'manager'}
        />
      )}
    </div>
  );
}
