import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { paths } from '@/config/paths';

import { PropertyOwnersDocument, useCreatePropertyOwnerMutation } from '../api/property-owners.generated';
import { EMPTY_OWNER_FORM, toCreateOwnerInput } from '../lib/owner-form';
import { OwnerForm } from './owner-form';

/** OWN-01 "Add owner": the route table names no `/property-owners/new`, so the form opens over the list. */
export function NewOwnerSheet() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const [create] = useCreatePropertyOwnerMutation({ refetchQueries: [PropertyOwnersDocument] });
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button className="min-h-11" onClick={() => setOpen(true)}>
        Add owner
      </Button>
      {open ? (
        <SheetContent side="right" title="Add owner" className="w-full max-w-2xl overflow-y-auto p-6">
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Add owner</h2>
          <OwnerForm
            defaultValues={EMPTY_OWNER_FORM}
            submitLabel="Add owner"
            pendingLabel="Adding…"
            onSubmit={async (values) => {
              const result = await create({ variables: { input: toCreateOwnerInput(values) } });
              setOpen(false);
              const id = result.data?.createPropertyOwner.id;
              if (id) void navigate(paths.propertyOwner(id));
            }}
          />
        </SheetContent>
      ) : null}
    </Sheet>
  );
}
