import { useState } from 'react';
import { Link } from 'react-router-dom';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailField } from '@/components/ui/detail-field';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formErrorMessage } from '@/lib/field-errors';
import { formatDate, formatPence } from '@/lib/format';

import { useDeleteRentPaymentMutation, useRentLedgerQuery } from '../api/rent.generated';
import { paymentMethodLabels, rentStateLabels } from '../lib/rent-labels';
import { RecordPaymentSheet } from './record-payment-sheet';

interface RentLedgerPanelProps {
  tenancyId: string;
  /** Names the tenancy in the record-payment sheet. */
  label: string;
  /** The company's staff, on a tenancy that has begun: "Record payment". */
  canRecord: boolean;
}

function balanceText(pence: number): string {
  if (pence < 0) return `${formatPence(-pence)} in credit`;
  return pence === 0 ? 'Nothing owed' : `${formatPence(pence)} owed`;
}

/**
 * RENT-01, RENT-03: the tenancy's ledger today: each charge due so far and the next, with what was paid towards
 * it (payments go to the oldest charge first), the payments, the balance and arrears.
 */
export function RentLedgerPanel({ tenancyId, label, canRecord }: RentLedgerPanelProps) {
  const { data, error, loading, refetch } = useRentLedgerQuery({ variables: { tenancyId } });
  const [paying, setPaying] = useState(false);
  const [takingOff, setTakingOff] = useState<{ id: string; text: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deletePayment, { loading: deleting }] = useDeleteRentPaymentMutation({
    refetchQueries: 'active',
    awaitRefetchQueries: true,
  });
  const ledger = data?.rentLedger;
  return (
    <section aria-labelledby="rent-ledger" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="rent-ledger" className="font-semibold text-slate-900">
          Ledger
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <Link className="text-sm text-brand-700 underline" to={paths.paymentReminders}>
            All rent
          </Link>
          {canRecord ? (
            <Button className="min-h-11" onClick={() => setPaying(true)}>
              Record payment
            </Button>
          ) : null}
        </div>
      </div>
      {error && !data ? (
        <div className="mt-3">
          <ErrorState title="Could not load the ledger" message={error.message} onRetry={() => void refetch()} />
        </div>
      ) : loading && !data ? (
        <div aria-busy="true" aria-label="Loading ledger" className="mt-3 space-y-2">
          <Skeleton className="h-6 w-64" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : !ledger ? (
        <p className="mt-3 text-sm text-slate-600">No ledger to show.</p>
      ) : (
        <>
          <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <DetailField label="Balance">{balanceText(ledger.balancePence)}</DetailField>
            <DetailField label="Arrears">{formatPence(ledger.arrearsPence)}</DetailField>
            <DetailField label="Days overdue">{ledger.oldestDaysOverdue || 'None'}</DetailField>
            <DetailField label="Next due">
              {ledger.nextCharge
                ? `${formatPence(ledger.nextCharge.amountPence)} on ${formatDate(ledger.nextCharge.dueDate)}`
                : 'Nothing scheduled'}
            </DetailField>
          </dl>
          {ledger.charges.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No rent is due yet.</p>
          ) : (
            <div className="mt-4 max-h-96 overflow-auto">
              <table className="w-full text-sm">
                <caption className="sr-only">Charges with what was paid</caption>
                <thead className="sticky top-0 bg-white text-left text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Due
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Charged
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Paid
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Outstanding
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      State
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {ledger.charges.map((charge) => {
                    const state = rentStateLabels[charge.state];
                    return (
                      <tr key={charge.periodStart} className="border-t border-slate-100">
                        <td className="py-2 pr-3 whitespace-nowrap">{formatDate(charge.dueDate)}</td>
                        <td className="py-2 pr-3 text-right whitespace-nowrap">{formatPence(charge.amountPence)}</td>
                        <td className="py-2 pr-3 text-right whitespace-nowrap">{formatPence(charge.paidPence)}</td>
                        <td className="py-2 pr-3 text-right whitespace-nowrap">
                          {formatPence(charge.outstandingPence)}
                        </td>
                        <td className="py-2">
                          <Badge tone={state.tone}>{state.label}</Badge>
                          {charge.daysOverdue > 0 ? (
                            <span className="ml-2 text-slate-600">{charge.daysOverdue} days</span>
                          ) : null}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Payments</h3>
          {ledger.payments.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">No payments recorded.</p>
          ) : (
            <ul className="mt-1 divide-y divide-slate-100 text-sm" aria-label="Payments">
              {ledger.payments.map((payment) => (
                <li key={payment.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    {formatDate(payment.paidOn)} · {paymentMethodLabels[payment.method]}
                    {payment.reference ? ` · ${payment.reference}` : ''}
                  </span>
                  <span className="flex items-center gap-3 whitespace-nowrap">
                    {formatPence(payment.amountPence)}
                    {canRecord ? (
                      <Button
                        variant="secondary"
                        className="min-h-11"
                        aria-label={`Take off ${formatPence(payment.amountPence)} of ${formatDate(payment.paidOn)}`}
                        onClick={() =>
                          setTakingOff({
                            id: payment.id,
                            text: `${formatPence(payment.amountPence)} received ${formatDate(payment.paidOn)}`,
                          })
                        }
                      >
                        Take off
                      </Button>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <ConfirmDialog
        open={takingOff !== null}
        title="Take this payment off the ledger?"
        confirmLabel="Take off"
        destructive
        busy={deleting}
        onCancel={() => setTakingOff(null)}
        onConfirm={() => {
          if (!takingOff) return;
          setProblem(null);
          deletePayment({ variables: { tenancyId, paymentId: takingOff.id } })
            .catch((error: unknown) => setProblem(formErrorMessage(error)))
            .finally(() => setTakingOff(null));
        }}
      >
        {takingOff?.text}: for a payment recorded by mistake. The charges it paid are owed again; the tenancy’s history
        keeps what it was and who took it off.
      </ConfirmDialog>
      {canRecord ? (
        <RecordPaymentSheet tenancy={paying ? { id: tenancyId, label } : null} onClose={() => setPaying(false)} />
      ) : null}
    </section>
  );
}
