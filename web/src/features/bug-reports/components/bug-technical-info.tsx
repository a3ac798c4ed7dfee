import { formatDateTime } from '@/lib/format';
import { DetailField } from '@/components/ui/detail-field';

import type { BugTechnicalInfoItemFragment } from '../api/bug-reports.generated';

const size = (value: { width: number; height: number } | null | undefined) =>
  value ? `${value.width} × ${value.height}` : '—';
const yesNo = (value: boolean | null | undefined) => (value == null ? '—' : value ? 'Yes' : 'No');

export function BugTechnicalInfo({ info }: { info: BugTechnicalInfoItemFragment }) {
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
