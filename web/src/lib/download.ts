// Files the bff serves over REST (screenshots, exports): a link or an <img> cannot send the bearer
// token, so they are fetched here and shown or saved through an object URL.
import type { ErrorBody } from '@pm/contracts';

import { env } from '@/config/env';

import { ApiError, getValidAccessToken } from './rest-client';

export interface DownloadOptions {
  accept?: string;
  signal?: AbortSignal;
}

async function refusal(response: Response): Promise<ApiError> {
  let code: unknown;
  let message: unknown;
  try {
    ({ code, message } = JSON.parse(await response.text()) as Partial<ErrorBody>);
  } catch {
    // not JSON: the status speaks for itself
  }
  const fromServer = typeof message === 'string' && message !== '';
  return new ApiError(
    response.status,
    typeof code === 'string' ? code : `HTTP_${response.status}`,
    fromServer ? (message as string) : `Download failed (${response.status})`,
    { fromServer },
  );
}

/** A bff download (`path` under /api) as a Blob; a refusal is an ApiError with the server's code and message. */
export async function fetchDownload(path: string, { accept, signal }: DownloadOptions = {}): Promise<Blob> {
  const token = await getValidAccessToken();
  let response: Response;
  try {
    response = await fetch(`${env.apiBaseUrl}${path}`, {
      headers: { ...(accept ? { Accept: accept } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached. Check your connection and try again.');
  }
  if (!response.ok) throw await refusal(response);
  return response.blob();
}

export async function saveDownload(path: string, fileName: string, options: DownloadOptions = {}): Promise<void> {
  const url = URL.createObjectURL(await fetchDownload(path, options));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    URL.revokeObjectURL(url);
  }
}
