import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { CsvTransfer } from '@/lib/csv-transfer';

/** The list as it is filtered now, as CSV (issue 11 item 6). */
export function CsvExportButton({
  transfer,
  filters,
}: {
  transfer: CsvTransfer;
  filters: Readonly<Record<string, string | null | undefined>>;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        className="min-h-11"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          transfer
            .download(filters)
            .catch((failure: Error) => setError(failure.message))
            .finally(() => setBusy(false));
        }}
      >
        {busy ? 'Exporting…' : 'Export CSV'}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
