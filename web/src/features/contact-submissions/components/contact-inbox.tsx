import { useEffect, useRef } from 'react';

import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { useListParams } from '@/components/data-table/use-list-params';
import { useSelectedRow } from '@/components/data-table/use-selected-row';

import { ContactSubmissionDetail } from './contact-submission-detail';
import { ContactSubmissionList } from './contact-submission-list';
import { CONTACT_SOURCES, CONTACT_STATUSES, SOURCE_LABELS, STATUS_LABELS } from './contact-labels';
import { ExportCsvButton } from './export-csv-button';

const CONTACT_LIST = {
  pageSize: 25,
  search: true,
  filters: { source: CONTACT_SOURCES, status: CONTACT_STATUSES },
} as const;

const FILTERS = [
  { name: 'source', label: 'Source', allLabel: 'All sources', optionLabels: SOURCE_LABELS },
  { name: 'status', label: 'Status', allLabel: 'All statuses', optionLabels: STATUS_LABELS },
] as const;

/** Tailwind's lg: from here the detail sits beside the list. */
const BESIDE_THE_LIST = '(min-width: 64rem)';

export function ContactInbox() {
  const list = useListParams(CONTACT_LIST);
  // The open submission, beside the list: in the URL too, so a link can point at it.
  const { selectedId, href, close } = useSelectedRow('submission');
  const detail = useRef<HTMLDivElement>(null);

  // Below lg the detail sits under the list: bring it into view (and the focus to it) when a row opens. It is a
  // screen tall there, so the page can scroll it to the top before its content has loaded.
  useEffect(() => {
    const element = detail.current;
    if (!selectedId || !element || typeof window.matchMedia !== 'function') return;
    if (window.matchMedia(BESIDE_THE_LIST).matches) return;
    element.scrollIntoView?.({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [selectedId]);

  return (
    <div className="space-y-4">
      <DataTableToolbar list={list} search={{ placeholder: 'Name, e-mail, company or message' }} filters={FILTERS}>
        <ExportCsvButton filters={{ q: list.q, source: list.filters.source, status: list.filters.status }} />
      </DataTableToolbar>
      <div className={selectedId ? 'grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]' : ''}>
        <ContactSubmissionList list={list} variables={list.variables} selectedId={selectedId} detailHref={href} />
        {selectedId ? (
          <div ref={detail} tabIndex={-1} className="scroll-mt-20 outline-none max-lg:min-h-svh">
            <ContactSubmissionDetail id={selectedId} onClose={close} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
