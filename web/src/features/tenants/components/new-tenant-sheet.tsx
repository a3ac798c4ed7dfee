import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { paths } from '@/config/paths';

import { TenantsDocument, useCreateTenantMutation } from '../api/tenants.generated';
import { EMPTY_TENANT_FORM, toCreateTenantInput } from '../lib/tenant-form';
import { TenantForm } from './tenant-form';

/** TEN-01 "Add tenant": the route table names no `/tenants/new`, so the form opens over the list. */
export function NewTenantSheet() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const [create] = useCreateTenantMutation({ refetchQueries: [TenantsDocument] });
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button className="min-h-11" onClick={() => setOpen(true)}>
        Add tenant
      </Button>
      {open ? (
        <SheetContent side="right" title="Add tenant" className="w-full max-w-2xl overflow-y-auto p-6">
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Add tenant</h2>
          <TenantForm
            defaultValues={EMPTY_TENANT_FORM}
            submitLabel="Add tenant"
            pendingLabel="Adding…"
            onSubmit={async (values) => {
              const result = await create({ variables: { input: toCreateTenantInput(values) } });
              setOpen(false);
              const id = result.data?.createTenant.id;
              if (id) void navigate(paths.tenant(id));
            }}
          />
        </SheetContent>
      ) : null}
    </Sheet>
  );
}
