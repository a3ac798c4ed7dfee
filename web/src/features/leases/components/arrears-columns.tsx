import { dataTableColumns } from '@/components/data-table/data-table-columns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatPence } from '@/lib/format';

import type { ArrearsItemFragment } from '../api/rent.generated';
import { rentStateLabels } from '../lib/rent-labels';

const column = dataTableColumns<ArrearsItemFragment>();

export function tenancyLabel(tenancy: ArrearsItemFragment): string {
  const { property } = tenancy;
  return property ? `${property.reference} · ${property.addressLine1}, ${property.city}` : 'A former home';
}

const money = (pence: number | undefined) => (pence === undefined ? '—' : formatPence(pence));

/**
 * RENT-01, RENT-03: tenancy (its property), tenants, next due, balance, arrears, rent received this month, days
 * overdue, state; with `onRecord`, the
 * staff's "Record payment" on each row.
 */
export function arrearsColumns(onRecord?: (tenancy: ArrearsItemFragment) => void) {
  return column.columns([
    column.display({
      id: 'property',
      header: 'Tenancy',
      meta: { title: true, className: 'min-w-48' },
      cell: ({ row }) => tenancyLabel(row.original),
    }),
    column.display({
      id: 'tenants',
      header: 'Tenants',
      meta: { className: 'min-w-36' },
      cell: ({ row }) =>
        row.original.tenants.length > 0 ? (
          row.original.tenants.map((tenant) => `${tenant.firstName} ${tenant.lastName}`).join(', ')
        ) : (
          <span className="text-slate-400">None shown</span>
        ),
    }),
    column.display({
      id: 'next',
      header: 'Next due',
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => {
        const next = row.original.rentStanding?.nextCharge;
        return next ? (
          <>
            {formatDate(next.dueDate)}
            <span className="block text-slate-500">{formatPence(next.amountPence)}</span>
          </>
        ) : (
          <span className="text-slate-400">None scheduled</span>
        );
      },
    }),
    column.display({
      id: 'balance',
      header: 'Balance',
      meta: { align: 'right', className: 'whitespace-nowrap' },
      cell: ({ row }) => {
        const balance = row.original.rentStanding?.balancePence;
        return balance !== undefined && balance < 0 ? `${formatPence(-balance)} credit` : money(balance);
      },
    }),
    column.display({
      id: 'arrears',
      header: 'Arrears',
      meta: { align: 'right', className: 'whitespace-nowrap' },
      cell: ({ row }) => money(row.original.rentStanding?.arrearsPence),
    }),
    column.display({
      id: 'received',
      header: 'Received this month',
      meta: { align: 'right', className: 'whitespace-nowrap' },
      cell: ({ row }) => money(row.original.rentStanding?.receivedThisMonthPence),
    }),
    column.display({
      id: 'overdue',
      header: 'Days overdue',
      meta: { align: 'right' },
      cell: ({ row }) => row.original.rentStanding?.oldestDaysOverdue || '—',
    }),
    column.display({
      id: 'state',
      header: 'State',
      cell: ({ row }) => {
        const standing = row.original.rentStanding;
        if (!standing) return null;
        const { label, tone } = rentStateLabels[standing.state];
        return <Badge tone={tone}>{label}</Badge>;
      },
    }),
    ...(onRecord
      ? [
          column.display({
            id: 'record',
            header: 'Payment',
            cell: ({ row }) => (
              // Above the row's link, which covers the row.
              <Button
                variant="secondary"
                className="relative z-10 min-h-11 whitespace-nowrap"
                aria-label={`Record payment: ${tenancyLabel(row.original)}`}
                onClick={() => onRecord(row.original)}
              >
                Record payment
              </Button>
            ),
          }),
        ]
      : []),
  ]);
}
