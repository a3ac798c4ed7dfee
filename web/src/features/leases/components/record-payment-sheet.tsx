import { Sheet, SheetContent } from '@/components/ui/sheet';
import { londonToday } from '@/lib/london-today';

import { RecordPaymentForm } from './record-payment-form';

interface RecordPaymentSheetProps {
  /** The tenancy being paid, or null when the sheet is closed. */
  tenancy: { id: string; label: string } | null;
  onClose: () => void;
}

/** RENT-01 "Record payment", opened over the ledger or the list of tenancies. */
export function RecordPaymentSheet({ tenancy, onClose }: RecordPaymentSheetProps) {
  return (
    <Sheet open={tenancy !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {tenancy ? (
        <SheetContent side="right" title="Record payment" className="w-full max-w-lg overflow-y-auto p-6">
          <h2 className="text-xl font-semibold text-slate-900">Record payment</h2>
          <p className="mb-4 mt-1 text-sm text-slate-600">
            {tenancy.label}. It pays the oldest charge still owing first.
          </p>
          <RecordPaymentForm tenancyId={tenancy.id} today={londonToday()} onDone={onClose} />
        </SheetContent>
      ) : null}
    </Sheet>
  );
}
