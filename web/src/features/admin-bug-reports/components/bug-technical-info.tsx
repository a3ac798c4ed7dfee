import { formatDateTime } from '@/lib/format';
import { DetailField } from '@/components/ui/detail-field';

import type { BugTechnicalInfo as TechnicalInfo } from '../api/admin-bug-reports';

const size = (value: { width: number; height: number } | undefined) =>
  value ? `${value.width} × ${value.height}` : '—';
const yesNo = (value: boolean | undefined) => (value === undefined ? '—' : value ? 'Yes' : 'No');

/** What the reporter's browser said about itself when the report was sent. */
export function BugTechnicalInfo({ info }: { info: TechnicalInfo }) {
  return (
    <section aria-labelledby="bug-technical-heading" className="space-y-2">
      <h3 id="bug-technical-heading" className="text-sm font-semibold text-slate-900">
        Technical info
      </h3>
      <dl className="grid gap-3 sm:grid-cols-2">
        <DetailField label="Captured at">{info.timestamp ? formatDateTime(info.timestamp) : '—'}</DetailField>
        <DetailField label="URL">{info.url ?? '—'}</DetailField>
        <DetailField label="Viewport">{size(info.viewport)}</DetailField>
        <DetailField label="Screen">{size(info.screen)}</DetailField>
        <DetailField label="Language">{info.browser?.language ?? '—'}</DetailField>
        <DetailField label="Platform">{info.browser?.platform ?? '—'}</DetailField>
        <DetailField label="Cookies enabled">{yesNo(info.browser?.cookieEnabled)}</DetailField>
        <DetailField label="Online">{yesNo(info.browser?.onLine)}</DetailField>
      </dl>
    </section>
  );
}
