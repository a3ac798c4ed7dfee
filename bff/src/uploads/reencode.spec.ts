import { randomFillSync } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { craftedAnimation } from '../../test/crafted-gif';
import {
  MAX_ANIMATION_FRAMES,
  MAX_ANIMATION_PIXELS,
  MAX_INPUT_PIXELS,
  reencodeImage,
  type ReencodeOptions,
} from './reencode';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7' } });
const AS_SCREENSHOT = { field: 'screenshot', label: 'Screenshot' } as const;
const fit = (maxDimension: number): ReencodeOptions => ({ maxDimension, ...AS_SCREENSHOT });

describe('reencodeImage', () => {
  it('[VAL-05] scales an image down to fit the longest side, never up, keeping its format', async () => {
    const wide = await reencodeImage(await solid(3000, 1500).png().toBuffer(), fit(1200));
    expect(wide).toMatchObject({ type: { mime: 'image/png' }, width: 1200, height: 600 });
    const small = await reencodeImage(await solid(30, 20).webp().toBuffer(), fit(1200));
    expect(small).toMatchObject({ type: { mime: 'image/webp' }, width: 30, height: 20 });
    expect((await sharp(small!.bytes).metadata()).format).toBe('webp');
  });

  it('[VAL-05] strips EXIF and comments: only the pixels are kept', async () => {
    const photo = await solid(20, 10)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Someone', ImageDescription: '<script>alert(1)</script>' } })
      .toBuffer();
    const out = await reencodeImage(photo, fit(100));
    expect(out?.type.mime).toBe('image/jpeg');
    const metadata = await sharp(out!.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(out!.bytes.includes(Buffer.from('alert(1)'))).toBe(false);
  });

  it('keeps an animated GIF animated', async () => {
    const frames = await Promise.all(
      ['#f00', '#00f'].map((background) =>
        sharp({ create: { width: 8, height: 8, channels: 4, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animated = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const out = await reencodeImage(animated, fit(100));
    expect(out).toMatchObject({ type: { mime: 'image/gif' }, width: 8, height: 8 });
    expect((await sharp(out!.bytes).metadata()).pages).toBe(2);
  });

  it('[VAL-05] answers null for bytes that only look like an image, and for non-images', async () => {
    const png = await solid(10, 10).png().toBuffer();
    expect(await reencodeImage(Buffer.concat([png.subarray(0, 33), Buffer.from('garbage')]), fit(100))).toBeNull();
    expect(await reencodeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), fit(100))).toBeNull();
  });

  it('refuses a decompression bomb: a header claiming more pixels than MAX_INPUT_PIXELS, before decoding', async () => {
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(side, 0);
    header.writeUInt32BE(side, 4);
    header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
    const bomb = Buffer.concat([
      Buffer.from('89504e470d0a1a0a', 'hex'),
      chunk('IHDR', header),
      // Every row present (filter byte + pixels): without the limit this decodes fine.
      chunk('IDAT', deflateSync(Buffer.alloc((side + 1) * side))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    await expect(reencodeImage(bomb, fit(100))).rejects.toMatchObject({
      statusCode: 422,
      code: 'IMAGE_TOO_LARGE',
      message: 'Screenshot is too large: at most 41,943,040 pixels (8192 × 5120)',
      details: { fields: { screenshot: ['Screenshot is too large: at most 41,943,040 pixels (8192 × 5120)'] } },
    });
  });

  it('keeps a still image larger than an animation may be, up to MAX_INPUT_PIXELS', async () => {
    const big = await solid(5000, 4000).png().toBuffer();
    expect(5000 * 4000).toBeGreaterThan(MAX_ANIMATION_PIXELS);
    expect(await reencodeImage(big, fit(3840))).toMatchObject({ width: 3840, height: 3072 });
  });

  it('refuses a small animated GIF whose frames × pixels are over MAX_ANIMATION_PIXELS in well under a second', async () => {
    // 20 frames of 1000 × 1000: 20 million pixels to decode, resize and re-quantise, in a few kilobytes.
    const gif = await craftedAnimation(1000, 20);
    expect(gif.length).toBeLessThan(40_000);
    const header = await sharp(gif, { animated: true }).metadata();
    expect({ pages: header.pages, width: header.width, pageHeight: header.pageHeight }).toEqual({
      pages: 20,
      width: 1000,
      pageHeight: 1000,
    });
    expect(20 * 1000 * 1000).toBeGreaterThan(MAX_ANIMATION_PIXELS);

    const started = performance.now();
    const refusal = reencodeImage(gif, fit(3840));
    await expect(refusal).rejects.toMatchObject({
      statusCode: 422,
      code: 'ANIMATION_TOO_LARGE',
      message:
        'Screenshot is too large an animation: at most 1,000 frames and 16,777,216 pixels in all frames together',
      details: { fields: { screenshot: [expect.stringContaining('too large an animation')] } },
    });
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('refuses an animation of more than MAX_ANIMATION_FRAMES frames, however small they are', async () => {
    const gif = await craftedAnimation(2, MAX_ANIMATION_FRAMES + 1);
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(MAX_ANIMATION_FRAMES + 1);
    await expect(reencodeImage(gif, fit(100))).rejects.toMatchObject({ code: 'ANIMATION_TOO_LARGE' });
    expect(await reencodeImage(await craftedAnimation(2, MAX_ANIMATION_FRAMES), fit(100))).toMatchObject({
      type: { mime: 'image/gif' },
      width: 2,
      height: 2,
    });
  });

  it('stops work that takes longer than the timeout and refuses the image', async () => {
    // Noise within every pixel limit: slow to compress at PNG level 9, far beyond a second on any machine.
    const width = 8000;
    const height = 5000;
    const noise = randomFillSync(Buffer.alloc(width * height * 3));
    const png = await sharp(noise, { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();

    const started = performance.now();
    await expect(reencodeImage(png, { ...fit(8000), timeoutSeconds: 1 })).rejects.toMatchObject({
      statusCode: 422,
      code: 'IMAGE_TOO_SLOW',
      message: 'Screenshot took too long to process (over 1 s): send a smaller or simpler image',
    });
    expect(performance.now() - started).toBeLessThan(3000);
  }, 30_000);
});
