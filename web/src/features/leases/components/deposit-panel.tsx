import { Badge } from '@/components/ui/badge';
import { DetailField } from '@/components/ui/detail-field';
import { formatDate, formatPence } from '@/lib/format';

import type { TenancyDetailFragment } from '../api/tenancies.generated';
import { depositSchemeLabels, depositStateLabels } from '../lib/tenancy-labels';

const dateOrNot = (date: string | null | undefined) => (date ? formatDate(date) : 'Not yet');

/** DEP-01, DEP-02: the deposit, its cap and its protection clock (deadline, the alert a week before). */
export function DepositPanel({ tenancy }: { tenancy: TenancyDetailFragment }) {
  const { deposit } = tenancy;
  const state = depositStateLabels[deposit.state];
  return (
    <section aria-labelledby="deposit" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="deposit" className="font-semibold text-slate-900">
          Deposit
        </h2>
        <Badge tone={state.tone}>{state.label}</Badge>
      </div>
      {deposit.amountPence ? (
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <DetailField label="Amount">{formatPence(deposit.amountPence)}</DetailField>
          <DetailField label="Cap">
            {deposit.capPence === null || deposit.capPence === undefined
              ? 'No statutory cap'
              : `${formatPence(deposit.capPence)} (${deposit.capRule ?? ''})`}
          </DetailField>
          <DetailField label="Scheme">
            {deposit.scheme ? depositSchemeLabels[deposit.scheme] : 'Not chosen'}
          </DetailField>
          <DetailField label="Received">{dateOrNot(deposit.receivedOn)}</DetailField>
          <DetailField label="Protect by">
            {deposit.deadline ? formatDate(deposit.deadline) : 'Starts when received'}
            {deposit.alertOn ? (
              <span className="block text-slate-500">Reminder from {formatDate(deposit.alertOn)}</span>
            ) : null}
          </DetailField>
          <DetailField label="Protected">{dateOrNot(deposit.protectedOn)}</DetailField>
          <DetailField label="Certificate or reference">{deposit.reference ?? 'None'}</DetailField>
          <DetailField label="Prescribed information served">
            {dateOrNot(deposit.prescribedInformationServedOn)}
          </DetailField>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-slate-600">This tenancy takes no deposit.</p>
      )}
    </section>
  );
}
