import type { ApiData } from '@pm/contracts';

import { apiRequest } from './rest-client';

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
