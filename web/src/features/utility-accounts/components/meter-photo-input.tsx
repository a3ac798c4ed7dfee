import { Label } from '@/components/ui/label';

import { METER_PHOTO_HINT } from '../lib/meter-photos';

/** A photo of the meter: a phone opens its rear camera; any image may be chosen, the bff decides by its bytes. */
export function MeterPhotoInput({
  id,
  label,
  error,
  onChange,
}: {
  id: string;
  label: string;
  error: string | null;
  onChange: (file: File | null) => void;
}) {
  const describedBy = error ? `${id}-hint ${id}-error` : `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="block w-full text-sm"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {METER_PHOTO_HINT}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
