import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { paths } from '@/config/paths';

import { PropertiesDocument, useCreatePropertyMutation } from '../api/properties.generated';
import { EMPTY_PROPERTY_FORM } from '../lib/property-form';
import { PropertyForm } from './property-form';

/** PROP-01 "Add property": the route table names no `/properties/new`, so the form opens over the list. */
export function NewPropertyDialog() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const [create] = useCreatePropertyMutation({ refetchQueries: [PropertiesDocument] });
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button className="min-h-11" onClick={() => setOpen(true)}>
        Add property
      </Button>
      {open ? (
        <SheetContent side="right" title="Add property" className="w-full max-w-2xl overflow-y-auto p-6">
          <h2 className="mb-4 text-xl font-semibold text-slate-900">Add property</h2>
          <PropertyForm
            defaultValues={EMPTY_PROPERTY_FORM}
            submitLabel="Add property"
            pendingLabel="Adding…"
            onSubmit={async (input) => {
              const result = await create({ variables: { input } });
              setOpen(false);
              const id = result.data?.createProperty.id;
              if (id) void navigate(paths.property(id));
            }}
          />
        </SheetContent>
      ) : null}
    </Sheet>
  );
}
