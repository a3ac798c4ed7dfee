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

/** By magic numbers, never the declared MIME type or file name; null for anything else. Animated PNG is PNG. */
export async function detectImageType(bytes: Buffer): Promise<ImageType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  const mime = detected.mime === 'image/apng' ? 'image/png' : detected.mime;
  return IMAGES[mime] ?? null;
}
