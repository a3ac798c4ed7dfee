import { Injectable } from '@nestjs/common';
import {
  METER_PHOTO_CONTENT_TYPES,
  METER_PHOTO_MAX_BYTES,
  METER_PHOTO_MAX_DIMENSION,
  type CallerContext,
  type MeterPhotoContentType,
  type MeterReadingBody,
} from '@pm/contracts';
import { AppException } from '@pm/kit';
import { BffSettings } from '../config/bff.config';
import { assertValidDownloadLink, signDownloadUrl } from '../uploads/download-link';
import type { ServedFile } from '../uploads/file-reply';
import { detectImageType } from '../uploads/image-type';
import { requiredFile, type FormShape, type MultipartForm } from '../uploads/multipart';
import { reencodeImage } from '../uploads/reencode';
import { FileStorage, storeThen } from '../uploads/storage';
import { UtilityAccountsClient } from './utility-accounts.client';

const PHOTOS_FOLDER = 'meter-photos';
/** The photo form: one file, `photo`, and nothing else. */
export const METER_PHOTO_SHAPE: FormShape = {
  textFields: [],
  fileField: 'photo',
  fileLabel: 'Photo',
  maxFileBytes: METER_PHOTO_MAX_BYTES,
};
const TYPES_MESSAGE = 'The photo must be a JPEG, PNG or WebP image';

/** Where a photo's signed link points; the download rebuilds it from the checked ids to verify the signature. */
export const meterPhotoPath = (accountId: string, readingId: string) =>
  `/api/utility-accounts/${accountId}/readings/${readingId}/photo`;

const unsupported = () =>
  new AppException(400, 'UNSUPPORTED_FILE_TYPE', TYPES_MESSAGE, { fields: { photo: [TYPES_MESSAGE] } });
const noSuchReading = () => new AppException(404, 'METER_READING_NOT_FOUND', 'Meter reading not found');
const isPhotoType = (mime: string): mime is MeterPhotoContentType =>
  (METER_PHOTO_CONTENT_TYPES as readonly string[]).includes(mime);

/**
 * UTIL-01 with DOC-02 on the bff: a meter reading's photo. The bytes are checked (an image by its magic numbers,
 * within the size bound), re-encoded so only pixels survive (no EXIF position or camera serial), stored under a
 * random key and only then described to the portfolio service; when it refuses, the stored bytes are removed.
 * Downloads go through links signed for the user, and the service is asked, as the caller, whether they may
 * see the reading: whoever sees the reading sees its photo (ISO-02).
 */
@Injectable()
export class MeterPhotosService {
  constructor(
    private readonly storage: FileStorage,
    private readonly client: UtilityAccountsClient,
    private readonly settings: BffSettings,
  ) {}

  /** The cheap checks first, then whether the reading takes a photo, and only then the image work. */
  async attach(
    caller: CallerContext,
    accountId: string,
    readingId: string,
    form: MultipartForm,
  ): Promise<MeterReadingBody> {
    const bytes = requiredFile(form, METER_PHOTO_SHAPE);
    const detected = await detectImageType(bytes);
    if (!detected || !isPhotoType(detected.mime)) throw unsupported();
    const reading = await this.client.reading(caller, accountId, readingId);
    if (!reading) throw noSuchReading();
    if (reading.photo) throw new AppException(409, 'METER_READING_HAS_PHOTO', 'This reading already has a photo');
    const image = await reencodeImage(bytes, {
      maxDimension: METER_PHOTO_MAX_DIMENSION,
      field: 'photo',
      label: 'Photo',
    });
    if (!image || !isPhotoType(image.type.mime)) throw unsupported();
    const contentType = image.type.mime;
    const file = { folder: PHOTOS_FOLDER, extension: image.type.extension, bytes: image.bytes, contentType };
    return storeThen(this.storage, file, (storageKey) =>
      this.client.attachPhoto(caller, accountId, readingId, {
        storageKey,
        contentType,
        sizeBytes: image.bytes.length,
        width: image.width,
        height: image.height,
      }),
    );
  }

  downloadUrl(caller: CallerContext, accountId: string, readingId: string): string {
    return signDownloadUrl(this.settings.downloadLinkKey, {
      path: meterPhotoPath(accountId, readingId),
      userId: caller.userId,
    });
  }

  /** A bad or expired link is refused before anything is read; a reading the caller may not see is not found. */
  async download(
    caller: CallerContext,
    accountId: string,
    readingId: string,
    expires: string | undefined,
    signature: string | undefined,
  ): Promise<ServedFile> {
    const signedFor = { path: meterPhotoPath(accountId, readingId), userId: caller.userId };
    assertValidDownloadLink(this.settings.downloadLinkKey, signedFor, expires, signature);
    const reading = await this.client.reading(caller, accountId, readingId);
    const photo = reading?.photo;
    const bytes = photo ? await this.storage.get(photo.storageKey) : null;
    if (!reading || !photo || !bytes) throw new AppException(404, 'NOT_FOUND', 'Photo not found');
    const extension = photo.storageKey.slice(photo.storageKey.lastIndexOf('.') + 1);
    return { bytes, contentType: photo.contentType, fileName: `meter-reading-${reading.readOn}.${extension}` };
  }
}
