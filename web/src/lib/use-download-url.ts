import { useEffect, useState } from 'react';

import { fetchDownload } from './download';
import { ApiError } from './rest-client';

export interface DownloadUrl {
  /** An object URL of the downloaded file, revoked when the path changes or the component goes. */
  url: string | null;
  error: ApiError | null;
}

const NOTHING: DownloadUrl = { url: null, error: null };

/** A bff download (`path` under /api, null for none) as an object URL, e.g. for an <img>. */
export function useDownloadUrl(path: string | null): DownloadUrl {
  const [state, setState] = useState<DownloadUrl & { path: string | null }>({ ...NOTHING, path });

  useEffect(() => {
    if (path === null) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchDownload(path, { signal: controller.signal }).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, error: null, path });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError(0, 'DOWNLOAD_FAILED', String(error));
        setState({ url: null, error: failure, path });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);

  // A result for another path is never shown while this one loads.
  return state.path === path ? { url: state.url, error: state.error } : NOTHING;
}
