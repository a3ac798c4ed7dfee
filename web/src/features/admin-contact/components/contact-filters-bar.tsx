import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ContactSource, ContactStatus } from '@/gql/graphql';

import { CONTACT_SOURCES, CONTACT_STATUSES, SOURCE_LABELS, STATUS_LABELS } from './contact-labels';

export interface ContactFiltersBarProps {
  search: string;
  source: ContactSource | null;
  status: ContactStatus | null;
  onSearchChange: (value: string) => void;
  onSourceChange: (value: ContactSource | null) => void;
  onStatusChange: (value: ContactStatus | null) => void;
}

const SELECT_CLASSES =
  'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

const asSource = (value: string) => ((CONTACT_SOURCES as string[]).includes(value) ? (value as ContactSource) : null);
const asStatus = (value: string) => ((CONTACT_STATUSES as string[]).includes(value) ? (value as ContactStatus) : null);

export function ContactFiltersBar(props: ContactFiltersBarProps) {
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
      <div className="space-y-1">
        <Label htmlFor="contact-search">Search</Label>
        <Input
          id="contact-search"
          type="search"
          placeholder="Name, e-mail, company or message"
          maxLength={200}
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
        />
      </div>
      <div className="space-y-1">
        <Label htmlFor="contact-source">Source</Label>
        <select
          id="contact-source"
          className={SELECT_CLASSES}
          value={props.source ?? ''}
          onChange={(event) => props.onSourceChange(asSource(event.target.value))}
        >
          <option value="">All sources</option>
          {CONTACT_SOURCES.map((source) => (
            <option key={source} value={source}>
              {SOURCE_LABELS[source]}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1">
        <Label htmlFor="contact-status">Status</Label>
        <select
          id="contact-status"
          className={SELECT_CLASSES}
          value={props.status ?? ''}
          onChange={(event) => props.onStatusChange(asStatus(event.target.value))}
        >
          <option value="">All statuses</option>
          {CONTACT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
