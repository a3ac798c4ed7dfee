import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';

import { useRefreshUtilityAccounts } from '../hooks/use-refresh-utility-accounts';
import { meterPhotoProblem, photoUploadMessage, uploadMeterPhoto } from '../lib/meter-photos';
import { MeterPhotoInput } from './meter-photo-input';

/**
 * UTIL-01: the photo of a reading already recorded (one taken without, or whose photo was refused when it was
 * recorded). A reading keeps the one photo it is given.
 */
export function AddMeterPhotoForm({
  accountId,
  readingId,
  onDone,
  cancelLabel = 'Cancel',
}: {
  accountId: string;
  readingId: string;
  onDone: () => void;
  cancelLabel?: string;
}) {
  const refresh = useRefreshUtilityAccounts();
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = photo ? meterPhotoProblem(photo) : 'Choose a photo to upload';
    if (problem || !photo) {
      setMessage(problem);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      await uploadMeterPhoto(accountId, readingId, photo);
      await refresh();
      onDone();
    } catch (error) {
      setMessage(photoUploadMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-3" aria-label="Add a photo of the meter" onSubmit={(event) => void submit(event)}>
      <MeterPhotoInput id={`meter-photo-${readingId}`} label="Photo of the meter" error={message} onChange={setPhoto} />
      {busy ? (
        <p role="status" className="text-sm text-slate-600">
          Uploading the photo…
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Uploading…' : 'Upload photo'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onDone}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
