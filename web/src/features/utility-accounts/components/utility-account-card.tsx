import { METERED_UTILITY_KINDS } from '@pm/contracts';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

import type { UtilityAccountItemFragment } from '../api/utility-accounts.generated';
import { meterPointLabel, UTILITY_KIND_LABELS, UTILITY_PAYER_LABELS } from '../lib/utility-labels';
import { EditUtilityAccountForm } from './edit-utility-account-form';
import { MeterReadingRow } from './meter-reading-row';
import { RecordMeterReadingForm } from './record-meter-reading-form';

/** One account with its readings newest first; staff record a reading from here. */
export function UtilityAccountCard({ account, canEdit }: { account: UtilityAccountItemFragment; canEdit: boolean }) {
  const [recording, setRecording] = useState(false);
  const [editing, setEditing] = useState(false);
  const metered = METERED_UTILITY_KINDS.includes(account.kind);
  const pointLabel = meterPointLabel(account.kind);
  const headingId = `utility-${account.id}`;
  return (
    <Card aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-slate-900">
            {UTILITY_KIND_LABELS[account.kind]}
          </h2>
          <p className="text-sm text-slate-600">{account.supplier}</p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={account.payer === 'tenant' ? 'info' : 'neutral'}>{UTILITY_PAYER_LABELS[account.payer]}</Badge>
          {canEdit && !editing ? (
            <Button
              variant="secondary"
              aria-label={`Edit the ${UTILITY_KIND_LABELS[account.kind].toLowerCase()} account`}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          ) : null}
        </div>
      </div>
      {editing ? <EditUtilityAccountForm account={account} onDone={() => setEditing(false)} /> : null}
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Account number</dt>
          <dd className="break-all text-slate-900">{account.accountNumber ?? 'Not recorded'}</dd>
        </div>
        {pointLabel ? (
          <div>
            <dt className="text-slate-500">{pointLabel}</dt>
            <dd className="font-mono break-all text-slate-900">{account.meterPoint}</dd>
          </div>
        ) : null}
      </dl>
      {metered ? (
        <div className="space-y-3">
          <h3 className="text-sm font-semibold text-slate-900">Meter readings</h3>
          {account.readings.length === 0 ? (
            <p className="text-sm text-slate-600">No readings yet.</p>
          ) : (
            <ul
              className="divide-y divide-slate-100 text-sm"
              aria-label={`${UTILITY_KIND_LABELS[account.kind]} readings`}
            >
              {account.readings.map((reading) => (
                <MeterReadingRow key={reading.id} accountId={account.id} reading={reading} canEdit={canEdit} />
              ))}
            </ul>
          )}
          {canEdit ? (
            recording ? (
              <RecordMeterReadingForm
                accountId={account.id}
                readings={account.readings}
                onDone={() => setRecording(false)}
              />
            ) : (
              <Button variant="secondary" onClick={() => setRecording(true)}>
                Record a reading
              </Button>
            )
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}
