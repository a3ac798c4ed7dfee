import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formErrorMessage } from '@/lib/field-errors';

import type { TenancyDetailFragment } from '../api/tenancies.generated';
import { useActivateTenancyMutation } from '../api/tenancies.generated';
import { londonToday } from '@/lib/london-today';
import { ChangeRentForm } from './change-rent-form';
import { EndTenancyForm } from './end-tenancy-form';
import { GiveNoticeForm } from './give-notice-form';
import { RecordDepositForm } from './record-deposit-form';

type Action = 'notice' | 'end' | 'rent' | 'deposit';

const ACTION_LABELS: Record<Action, string> = {
  notice: 'Give notice',
  end: 'End tenancy',
  rent: 'Change rent',
  deposit: 'Record deposit',
};

/** LEASE-03's moves a status allows, and the records that stay open until it ends. */
function actionsOf(tenancy: TenancyDetailFragment): Action[] {
  const live = tenancy.status !== 'ended';
  return [
    ...(tenancy.status === 'active' ? (['notice'] as const) : []),
    ...(tenancy.status === 'active' || tenancy.status === 'ending' ? (['end'] as const) : []),
    ...(live ? (['rent'] as const) : []),
    ...(live && tenancy.deposit.amountPence ? (['deposit'] as const) : []),
  ];
}

/** The staff's moves on a tenancy; each answer replaces the tenancy in the cache, so the page follows. */
export function TenancyActions({ tenancy }: { tenancy: TenancyDetailFragment }) {
  const [open, setOpen] = useState<Action | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [activate, { loading: activating }] = useActivateTenancyMutation();
  const today = londonToday();
  const done = () => setOpen(null);
  return (
    <section aria-labelledby="tenancy-actions" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="tenancy-actions" className="font-semibold text-slate-900">
        Actions
      </h2>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {tenancy.status === 'draft' ? (
          <Button className="min-h-11" onClick={() => setConfirming(true)}>
            Activate
          </Button>
        ) : null}
        {actionsOf(tenancy).map((action) => (
          <Button
            key={action}
            variant={open === action ? 'primary' : 'secondary'}
            className="min-h-11"
            aria-expanded={open === action}
            onClick={() => setOpen(open === action ? null : action)}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </div>
      <div className="mt-4">
        {open === 'notice' ? <GiveNoticeForm id={tenancy.id} today={today} onDone={done} /> : null}
        {open === 'end' ? <EndTenancyForm id={tenancy.id} today={today} onDone={done} /> : null}
        {open === 'rent' ? (
          <ChangeRentForm id={tenancy.id} today={today} frequency={tenancy.rentFrequency} onDone={done} />
        ) : null}
        {open === 'deposit' ? <RecordDepositForm id={tenancy.id} deposit={tenancy.deposit} onDone={done} /> : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Activate this tenancy?"
        confirmLabel="Activate"
        busy={activating}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setProblem(null);
          activate({ variables: { id: tenancy.id } })
            .catch((error: unknown) => setProblem(formErrorMessage(error)))
            .finally(() => setConfirming(false));
        }}
      >
        The property is let from the start date. Another tenancy of it whose dates overlap, or a tenant without a Right
        to Rent check in England, stops it.
      </ConfirmDialog>
    </section>
  );
}
