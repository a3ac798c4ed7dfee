import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';

import type { MeterReadingItemFragment } from '../api/utility-accounts.generated';
import { formatReading, METER_READING_KIND_LABELS } from '../lib/utility-labels';
import { AddMeterPhotoForm } from './add-meter-photo-form';
import { MeterReadingPhoto } from './meter-reading-photo';

/** One reading: its value, date, kind and reader; its photo to open, or for staff a photo to add. */
export function MeterReadingRow({
  accountId,
  reading,
  canEdit,
}: {
  accountId: string;
  reading: MeterReadingItemFragment;
  canEdit: boolean;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 py-2">
      <span className="font-medium text-slate-900 tabular-nums">{formatReading(reading.value)}</span>
      <span className="text-slate-600">
        <time dateTime={reading.readOn}>{formatDate(reading.readOn)}</time> · {METER_READING_KIND_LABELS[reading.kind]}{' '}
        · {reading.takenByName}
      </span>
      {reading.meterReplaced ? <Badge tone="warning">Meter replaced</Badge> : null}
      {reading.photo ? (
        <MeterReadingPhoto photo={reading.photo} readOn={reading.readOn} />
      ) : canEdit && !adding ? (
        <Button variant="ghost" className="px-2" onClick={() => setAdding(true)}>
          Add photo<span className="sr-only"> to the reading of {formatDate(reading.readOn)}</span>
        </Button>
      ) : null}
      {adding && !reading.photo ? (
        <div className="w-full">
          <AddMeterPhotoForm accountId={accountId} readingId={reading.id} onDone={() => setAdding(false)} />
        </div>
      ) : null}
    </li>
  );
}
