import type { ApiData } from '@pm/contracts';

import { ApiError, apiRequest } from './rest-client';

/** Uploads stay REST (GraphQL carries no files); a refusal throws ApiError with the server's message. */
export async function uploadFile<A extends ApiData<unknown>>(
  path: string,
  field: string,
  file: File,
): Promise<A['data']> {
  const form = new FormData();
  form.append(field, file);
  return (await apiRequest<A>(path, { method: 'POST', body: form })).data;
}

/** A form with a file and its fields (documents: the parent, category, title and visibility beside the file). */
export async function uploadForm<A extends ApiData<unknown>>(path: string, form: FormData): Promise<A['data']> {
  return (await apiRequest<A>(path, { method: 'POST', body: form })).data;
}

/** A file read as text and sent in a JSON body (CSV imports); a refusal throws ApiError with the server's details. */
export function uploadText<T>(path: string, body: Record<string, unknown>): Promise<T> {
  return apiRequest<T>(path, { method: 'POST', body });
}

/** What a refused upload's answer carries beyond its message (an import's problems by line), if anything. */
export function refusalDetails(error: unknown): Record<string, unknown> | undefined {
  return error instanceof ApiError ? error.details : undefined;
}

/**
 * What to tell the user of a refused upload: the bff's own message (or the client's for no connection or a
 * timeout), never a proxy's status text; `fallback` otherwise.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && (error.fromServer || error.status === 0) ? error.message : fallback;
}
