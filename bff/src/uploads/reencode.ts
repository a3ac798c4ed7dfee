import sharp from 'sharp';
import { detectImageType, type ImageType } from './image-type';

export interface ReencodedImage {
  bytes: Buffer;
  type: ImageType;
  width: number;
  height: number;
}

export interface ReencodeOptions {
  /** The longest side kept; larger images are scaled down to fit, smaller ones are never enlarged. */
  maxDimension: number;
}

/** Decoding refuses images above this many pixels (a decompression bomb guard): 8K by 5K. */
export const MAX_INPUT_PIXELS = 8192 * 5120;

/**
 * An uploaded image decoded and written again by libvips (sharp): only pixels survive, so EXIF (GPS
 * position, camera serial), comments and anything smuggled after the image data are gone. It is
 * turned upright from its EXIF orientation and scaled to fit `maxDimension`. The format is kept
 * (animated GIF and WebP stay animated). Bytes that are not a PNG, JPEG, WebP or GIF, or that do not
 * decode as one, answer null.
 */
export async function reencodeImage(bytes: Buffer, options: ReencodeOptions): Promise<ReencodedImage | null> {
  const type = await detectImageType(bytes);
  if (!type) return null;
  const animated = type.extension === 'gif' || type.extension === 'webp';
  try {
    let pipeline = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate().resize({
      width: options.maxDimension,
      height: options.maxDimension,
      fit: 'inside',
      withoutEnlargement: true,
    });
    switch (type.extension) {
      case 'png':
        pipeline = pipeline.png({ compressionLevel: 9 });
        break;
      case 'jpg':
        pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
        break;
      case 'webp':
        pipeline = pipeline.webp({ quality: 85 });
        break;
      case 'gif':
        pipeline = pipeline.gif();
        break;
    }
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, type, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    // Truncated or corrupt data behind valid magic numbers, or too many pixels.
    return null;
  }
}
