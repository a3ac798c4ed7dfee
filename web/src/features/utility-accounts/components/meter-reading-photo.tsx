import { useCallback, useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { useDownloadUrl } from '@/lib/use-download-url';

import type { MeterReadingItemFragment } from '../api/utility-accounts.generated';
import { useRefreshUtilityAccounts } from '../hooks/use-refresh-utility-accounts';
import { downloadPathOf } from '../lib/meter-photos';

type Photo = NonNullable<MeterReadingItemFragment['photo']>;

/**
 * DOC-02: the photo loads only when asked for, through the reading's signed link and the session (an <img>
 * cannot send the bearer token). A link older than its 5 minutes is swapped for a fresh one once, unseen.
 */
export function MeterReadingPhoto({ photo, readOn }: { photo: Photo; readOn: string }) {
  const [shown, setShown] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const [autoRenewed, setAutoRenewed] = useState(false);
  const refresh = useRefreshUtilityAccounts();
  const { url, error } = useDownloadUrl(shown ? downloadPathOf(photo.downloadUrl) : null);
  const expired = error?.code === 'DOWNLOAD_LINK_INVALID';

  const renew = useCallback(() => {
    setRenewing(true);
    void refresh()
      .catch(() => undefined)
      .finally(() => setRenewing(false));
  }, [refresh]);

  useEffect(() => {
    if (!expired || autoRenewed) return;
    setAutoRenewed(true);
    renew();
  }, [expired, autoRenewed, renew]);

  const waiting = renewing || (expired && !autoRenewed);
  const label = `photo of the reading of ${formatDate(readOn)}`;
  return (
    <div className="w-full">
      <Button variant="ghost" className="px-2" aria-expanded={shown} onClick={() => setShown((now) => !now)}>
        {shown ? 'Hide photo' : 'View photo'}
        <span className="sr-only"> of {formatDate(readOn)}</span>
      </Button>
      {shown ? (
        error && !waiting ? (
          <div role="alert" className="mt-1 space-y-2 text-sm text-red-700">
            <p>
              {error.status === 404
                ? 'The photo is not available to you.'
                : 'The photo could not be loaded. Please try again.'}
            </p>
            {error.status === 404 ? null : (
              <Button variant="secondary" onClick={renew}>
                Try again
              </Button>
            )}
          </div>
        ) : url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" className="mt-1 block">
            <img
              src={url}
              width={photo.width}
              height={photo.height}
              alt={`The meter's ${label}`}
              className="h-auto max-h-64 w-auto max-w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
            />
            <span className="mt-1 block text-xs text-brand-700 underline">Open full size</span>
          </a>
        ) : (
          <div role="status" aria-label={`Loading the ${label}`} className="mt-1">
            <Skeleton className="h-40 w-full max-w-xs" />
          </div>
        )
      ) : null}
    </div>
  );
}
