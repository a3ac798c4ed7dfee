import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS, reencodeImage } from './reencode';

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7' } });

describe('reencodeImage', () => {
  it('[VAL-05] scales an image down to fit the longest side, never up, keeping its format', async () => {
    const wide = await reencodeImage(await solid(3000, 1500).png().toBuffer(), { maxDimension: 1200 });
    expect(wide).toMatchObject({ type: { mime: 'image/png' }, width: 1200, height: 600 });
    const small = await reencodeImage(await solid(30, 20).webp().toBuffer(), { maxDimension: 1200 });
    expect(small).toMatchObject({ type: { mime: 'image/webp' }, width: 30, height: 20 });
    expect((await sharp(small!.bytes).metadata()).format).toBe('webp');
  });

  it('[VAL-05] strips EXIF and comments: only the pixels are kept', async () => {
    const photo = await solid(20, 10)
      .jpeg()
      .withExif({ IFD0: { Artist: 'Someone', ImageDescription: '<script>alert(1)</script>' } })
      .toBuffer();
    const out = await reencodeImage(photo, { maxDimension: 100 });
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
    const out = await reencodeImage(animated, { maxDimension: 100 });
    expect(out).toMatchObject({ type: { mime: 'image/gif' }, width: 8, height: 8 });
    expect((await sharp(out!.bytes).metadata()).pages).toBe(2);
  });

  it('[VAL-05] answers null for bytes that only look like an image, and for non-images', async () => {
    const png = await solid(10, 10).png().toBuffer();
    expect(
      await reencodeImage(Buffer.concat([png.subarray(0, 33), Buffer.from('garbage')]), { maxDimension: 100 }),
    ).toBeNull();
    expect(
      await reencodeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { maxDimension: 100 }),
    ).toBeNull();
  });

  it('refuses a decompression bomb: a header claiming more pixels than MAX_INPUT_PIXELS', async () => {
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
    expect(await reencodeImage(bomb, { maxDimension: 100 })).toBeNull();
  });
});
