import { Injectable } from '@nestjs/common';
import { AppException } from '@pm/kit';
import { reencodeImage } from '../uploads/reencode';
import { FileStorage, isStorageKey, newStorageKey } from '../uploads/storage';

const BLOG_COVERS_FOLDER = 'blog-covers';
/** Covers fill a wide column on large screens and Open Graph cards; 2400 px is sharp on any of them. */
const COVER_MAX_DIMENSION = 2400;
const NOT_AN_IMAGE = 'Cover image must be a PNG, JPEG, WebP or GIF image';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

export interface StoredCover {
  bytes: Buffer;
  contentType: string;
}

const noSuchCover = () => new AppException(404, 'NOT_FOUND', 'Image not found');

/** Blog cover images: stored re-encoded (only pixels kept, EXIF gone) under random names, served by name. */
@Injectable()
export class BlogCoversService {
  constructor(private readonly storage: FileStorage) {}

  async store(bytes: Buffer | undefined): Promise<string> {
    if (!bytes || bytes.length === 0) {
      throw new AppException(400, 'VALIDATION_FAILED', 'Choose an image to upload', {
        fields: { image: ['Choose an image to upload'] },
      });
    }
    const image = await reencodeImage(bytes, {
      maxDimension: COVER_MAX_DIMENSION,
      field: 'image',
      label: 'Cover image',
    });
    if (!image) {
      throw new AppException(400, 'INVALID_IMAGE', NOT_AN_IMAGE, { fields: { image: [NOT_AN_IMAGE] } });
    }
    const key = newStorageKey(BLOG_COVERS_FOLDER, image.type.extension);
    await this.storage.put(key, image.bytes, image.type.mime);
    return `/api/uploads/${key}`;
  }

  /** A stored cover by its file name (`<uuid>.<ext>`); anything else, or nothing stored, is a 404. */
  async read(file: string): Promise<StoredCover> {
    const key = `${BLOG_COVERS_FOLDER}/${file}`;
    const contentType = CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)];
    if (!isStorageKey(key) || !contentType) throw noSuchCover();
    const bytes = await this.storage.get(key);
    if (!bytes) throw noSuchCover();
    return { bytes, contentType };
  }
}
