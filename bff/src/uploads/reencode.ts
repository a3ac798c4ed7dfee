import { AppException } from '@pm/kit';
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
  /** The form field the image came in and how the refusal names it, e.g. 'screenshot' and 'Screenshot'. */
  field: string;
  label: string;
  /** How long sharp may work on one image before it is refused. */
  timeoutSeconds?: number;
}

/** One frame may hold at most this many pixels (a decompression bomb guard): 8K by 5K. */
export const MAX_INPUT_PIXELS = 8192 * 5120;
/**
 * All frames of an animation together: GIF and WebP frames compress to almost nothing, so a few kilobytes can
 * ask for seconds of decoding, resizing and re-quantising. 4096 × 4096, e.g. 100 frames of 410 × 410; a
 * still image has only MAX_INPUT_PIXELS.
 */
export const MAX_ANIMATION_PIXELS = 4096 * 4096;
/** Every frame costs a fixed overhead whatever its size, so 1 × 1 frames are counted too. */
export const MAX_ANIMATION_FRAMES = 1000;
/** Within the pixel limits an image re-encodes in well under this; more means the server is being worn down. */
const DEFAULT_REENCODE_TIMEOUT_SECONDS = 5;

const grouped = new Intl.NumberFormat('en-GB');

const refused = (code: string, message: string, options: ReencodeOptions) =>
  new AppException(422, code, message, { fields: { [options.field]: [message] } });

/** The header alone (no pixel decoded): null when it does not parse, so the bytes are not an image after all. */
async function headerOf(bytes: Buffer, animated: boolean): Promise<sharp.Metadata | null> {
  try {
    return await sharp(bytes, { animated, limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

/** What decoding would cost, told by the header: refused before any work is done. */
function costRefusal(header: sharp.Metadata, options: ReencodeOptions): AppException | null {
  const frames = header.pages ?? 1;
  const framePixels = (header.width ?? 0) * (header.pageHeight ?? header.height ?? 0);
  if (framePixels > MAX_INPUT_PIXELS) {
    return refused(
      'IMAGE_TOO_LARGE',
      `${options.label} is too large: at most ${grouped.format(MAX_INPUT_PIXELS)} pixels (8192 × 5120)`,
      options,
    );
  }
  if (frames > 1 && (frames > MAX_ANIMATION_FRAMES || frames * framePixels > MAX_ANIMATION_PIXELS)) {
    return refused(
      'ANIMATION_TOO_LARGE',
      `${options.label} is too large an animation: at most ${grouped.format(MAX_ANIMATION_FRAMES)} frames and ` +
        `${grouped.format(MAX_ANIMATION_PIXELS)} pixels in all frames together`,
      options,
    );
  }
  return null;
}

/**
 * Only pixels survive, so EXIF (GPS position, camera serial), comments and anything smuggled after the image
 * data are gone. Null for bytes that are not a PNG, JPEG, WebP or GIF, or do not decode as one. An image whose
 * decoding would cost too much is refused with a 422 naming the limit, before or while it is decoded, so one
 * small upload can never hold a CPU for long.
 */
export async function reencodeImage(bytes: Buffer, options: ReencodeOptions): Promise<ReencodedImage | null> {
  const type = await detectImageType(bytes);
  if (!type) return null;
  const animated = type.extension === 'gif' || type.extension === 'webp';
  const header = await headerOf(bytes, animated);
  if (!header) return null;
  const refusal = costRefusal(header, options);
  if (refusal) throw refusal;
  const timeoutSeconds = options.timeoutSeconds ?? DEFAULT_REENCODE_TIMEOUT_SECONDS;
  try {
    let pipeline = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: options.maxDimension,
        height: options.maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .timeout({ seconds: timeoutSeconds });
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
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('timeout')) {
      throw refused(
        'IMAGE_TOO_SLOW',
        `${options.label} took too long to process (over ${timeoutSeconds} s): send a smaller or simpler image`,
        options,
      );
    }
    // Truncated or corrupt data behind valid magic numbers.
    return null;
  }
}
