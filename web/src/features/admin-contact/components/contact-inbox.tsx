import { useState } from 'react';

import type { ContactSource, ContactStatus } from '@/gql/graphql';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { ContactFiltersBar } from './contact-filters-bar';
import { ContactSubmissionDetail } from './contact-submission-detail';
import { ContactSubmissionList } from './contact-submission-list';
import { ExportCsvButton } from './export-csv-button';

/** The support staff's inbox: searchable, filterable list with a detail panel beside it. */
export function ContactInbox() {
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<ContactSource | null>(null);
  const [status, setStatus] = useState<ContactStatus | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const q = useDebouncedValue(search);
  const filters = { q, source, status };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex-1">
          <ContactFiltersBar
            search={search}
            source={source}
            status={status}
            onSearchChange={setSearch}
            onSourceChange={setSource}
            onStatusChange={setStatus}
          />
        </div>
        <ExportCsvButton filters={filters} />
      </div>
      <div className={selectedId ? 'grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]' : ''}>
        <ContactSubmissionList filters={filters} selectedId={selectedId} onSelect={setSelectedId} />
        {selectedId ? <ContactSubmissionDetail id={selectedId} onClose={() => setSelectedId(null)} /> : null}
      </div>
    </div>
  );
}
