import { fileTypeFromBuffer } from 'file-type/core';

export interface ImageType {
  mime: 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';
  extension: 'png' | 'jpg' | 'webp' | 'gif';
}

const IMAGES: Record<string, ImageType> = {
  'image/png': { mime: 'image/png', extension: 'png' },
  'image/jpeg': { mime: 'image/jpeg', extension: 'jpg' },
  'image/webp': { mime: 'image/webp', extension: 'webp' },
  'image/gif': { mime: 'image/gif', extension: 'gif' },
};

/**
 * The image type the bytes really are (their magic numbers, read by file-type), or null for anything
 * else; the declared MIME type and file name are never trusted. Animated PNG counts as PNG.
 */
export async function detectImageType(bytes: Buffer): Promise<ImageType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  const mime = detected.mime === 'image/apng' ? 'image/png' : detected.mime;
  return IMAGES[mime] ?? null;
}
