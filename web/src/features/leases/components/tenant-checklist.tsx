import { useFormContext, useFormState } from 'react-hook-form';

import type { TenancyTenantOptionsQuery } from '../api/tenancies.generated';

type TenantOption = TenancyTenantOptionsQuery['tenants']['edges'][number]['node'];

/** LEASE-01: the tenancy's tenants, one or more (joint tenants share one tenancy); the error under the group. */
export function TenantChecklist({ tenants }: { tenants: readonly TenantOption[] }) {
  const { register } = useFormContext();
  const { errors } = useFormState({ name: 'tenantIds' });
  const error = errors.tenantIds?.message;
  return (
    <fieldset aria-describedby={error ? 'tenancy-tenants-error' : undefined} className="space-y-2">
      <legend className="mb-2 font-semibold text-slate-900">2. Tenants</legend>
      {tenants.length === 0 ? (
        <p className="text-sm text-slate-600">No tenants yet: add them under Tenants first.</p>
      ) : (
        <ul className="max-h-56 space-y-1 overflow-auto rounded-md border border-slate-200 p-2">
          {tenants.map((tenant) => (
            <li key={tenant.id}>
              <label className="flex min-h-11 items-center gap-2 text-sm text-slate-900">
                <input type="checkbox" value={tenant.id} {...register('tenantIds')} />
                {tenant.firstName} {tenant.lastName}
                <span className="text-slate-500">{tenant.email}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {typeof error === 'string' ? (
        <p id="tenancy-tenants-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
