import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { paths } from '@/config/paths';

import { TenanciesDocument, useCreateTenancyMutation } from '../api/tenancies.generated';
import { toCreateTenancyInput } from '../lib/tenancy-forms';
import { TenancyForm } from './tenancy-form';

/** LEASE-01 "New tenancy": a draft, opened over the list; its page follows once saved. */
export function NewTenancySheet() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const [create] = useCreateTenancyMutation({ refetchQueries: [TenanciesDocument] });
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button className="min-h-11" onClick={() => setOpen(true)}>
        New tenancy
      </Button>
      {open ? (
        <SheetContent side="right" title="New tenancy" className="w-full max-w-2xl overflow-y-auto p-6">
          <h2 className="mb-4 text-xl font-semibold text-slate-900">New tenancy</h2>
          <TenancyForm
            onSubmit={async (values) => {
              const result = await create({ variables: { input: toCreateTenancyInput(values) } });
              setOpen(false);
              const id = result.data?.createTenancy.id;
              if (id) void navigate(paths.lease(id));
            }}
          />
        </SheetContent>
      ) : null}
    </Sheet>
  );
}
