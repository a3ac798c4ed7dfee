import { METER_PHOTO_CONTENT_TYPES, METER_PHOTO_MAX_BYTES, type ApiData } from '@pm/contracts';

import { refusalMessage, uploadFile } from '@/lib/upload-file';

export const METER_PHOTO_HINT = `A JPEG, PNG or WebP photo of the register, up to ${METER_PHOTO_MAX_BYTES / 1024 / 1024} MB.`;

/**
 * What the bff would refuse, said before the file is sent and in the bff's own words (a phone may offer a
 * HEIC or a huge original). The bff checks the bytes again whatever the browser says the type is.
 */
export function meterPhotoProblem(file: File): string | null {
  if (file.size === 0) return 'Choose a photo to upload';
  if (file.size > METER_PHOTO_MAX_BYTES) return `Photo is too large: at most ${METER_PHOTO_MAX_BYTES / 1024 / 1024} MB`;
  if (file.type !== '' && !(METER_PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return 'The photo must be a JPEG, PNG or WebP image';
  }
  return null;
}

/** UTIL-01 with DOC-02: the photo of a recorded reading goes over REST; a refusal throws ApiError with the bff's message. */
export const uploadMeterPhoto = (accountId: string, readingId: string, photo: File) =>
  uploadFile<ApiData<unknown>>(
    `/utility-accounts/${encodeURIComponent(accountId)}/readings/${encodeURIComponent(readingId)}/photo`,
    'photo',
    photo,
  );

/** The bff's message for a refused upload; a failure that says nothing useful gets the product's own. */
export const photoUploadMessage = (error: unknown): string =>
  refusalMessage(error, 'The photo could not be uploaded. Please try again.');

/** A signed link (`/api/...`) as the path the REST helpers take. */
export const downloadPathOf = (downloadUrl: string) => downloadUrl.replace(/^\/api(?=\/)/, '');
