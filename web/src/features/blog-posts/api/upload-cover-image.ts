import type { BlogCoverUploadResponse } from '@pm/contracts';

import { uploadFile } from '@/lib/upload-file';

/** Multipart field `image`; the bff checks and re-encodes the image and answers the URL it is served at. */
export async function uploadCoverImage(file: File): Promise<string> {
  return (await uploadFile<BlogCoverUploadResponse>('/admin/blog/cover-images', 'image', file)).url;
}
