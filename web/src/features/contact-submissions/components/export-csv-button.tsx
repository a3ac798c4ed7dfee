import { DownloadIcon } from 'lucide-react';
import { useState } from 'react';
import type { MouseEvent } from 'react';

import { buttonClasses } from '@/components/ui/button';

import { downloadContactSubmissionsCsv, exportCsvHref } from '../api/export-csv';
import type { ContactFilters } from '../api/export-csv';

/** A link to the REST export; clicked, it downloads with the bearer token through a Blob URL. */
export function ExportCsvButton({ filters }: { filters: ContactFilters }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function download(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await downloadContactSubmissionsCsv(filters);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Export failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-end gap-1">
      <a
        href={exportCsvHref(filters)}
        download
        aria-busy={busy}
        onClick={(event) => void download(event)}
        className={buttonClasses('secondary', 'gap-2')}
      >
        <DownloadIcon className="size-4" aria-hidden="true" />
        Export CSV
      </a>
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
