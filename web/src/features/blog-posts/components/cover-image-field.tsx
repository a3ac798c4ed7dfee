import { ImageIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';

import { Button } from '@/components/ui/button';

/** The bff refuses larger uploads (413); checked first so a big photo fails at once. */
const MAX_COVER_BYTES = 5 * 1024 * 1024;
const ACCEPTED = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const NOT_AN_IMAGE = 'Choose a PNG, JPEG, WebP or GIF image';
const TOO_LARGE = 'Cover image is too large: at most 5 MB';

export interface CoverImageFieldProps {
  url: string | null;
  /** A message from the server about the saved URL (400 on coverImageUrl). */
  error?: string;
  disabled?: boolean;
  upload: (file: File) => Promise<string>;
  onChange: (url: string | null) => void;
}

export function CoverImageField({ url, error, disabled, upload, onChange }: CoverImageFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shownError = uploadError ?? error;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    if (file.type && !ACCEPTED.includes(file.type)) return setUploadError(NOT_AN_IMAGE);
    if (file.size > MAX_COVER_BYTES) return setUploadError(TOO_LARGE);
    setUploading(true);
    try {
      onChange(await upload(file));
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : 'The image could not be uploaded');
    } finally {
      setUploading(false);
    }
  }

  return (
    <fieldset className="space-y-2" aria-describedby={shownError ? `${inputId}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">Cover image</legend>
      {url ? (
        <img
          src={url}
          alt="Cover image preview"
          className="aspect-[16/9] w-full rounded-lg border border-slate-200 bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-[16/9] w-full flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500">
          <ImageIcon aria-hidden="true" className="size-6" />
          No cover image
        </div>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={ACCEPTED.join(',')}
        className="sr-only"
        aria-label={url ? 'Replace cover image' : 'Upload cover image'}
        tabIndex={-1}
        disabled={disabled || uploading}
        onChange={(event) => void onFile(event)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={disabled || uploading}
          aria-busy={uploading}
          onClick={() => input.current?.click()}
        >
          {uploading ? 'Uploading…' : url ? 'Replace image' : 'Upload image'}
        </Button>
        {url ? (
          <Button variant="ghost" disabled={disabled || uploading} onClick={() => onChange(null)}>
            Remove image
          </Button>
        ) : null}
      </div>
      {shownError ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
          {shownError}
        </p>
      ) : (
        <p className="text-xs text-slate-500">PNG, JPEG, WebP or GIF up to 5 MB; shown at 16:9 on the blog.</p>
      )}
    </fieldset>
  );
}
