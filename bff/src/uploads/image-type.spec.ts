import { detectImageType } from './image-type';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb', 'hex');
const gif = Buffer.from('474946383961010001000000002c00000000010001000002', 'hex');
const webp = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(24),
]);

describe('detectImageType', () => {
  it.each([
    ['PNG', png, 'image/png', 'png'],
    ['JPEG', jpeg, 'image/jpeg', 'jpg'],
    ['GIF', gif, 'image/gif', 'gif'],
    ['WebP', webp, 'image/webp', 'webp'],
  ])('[VAL-05] recognises %s by its bytes', async (_name, bytes, mime, extension) => {
    expect(await detectImageType(bytes)).toEqual({ mime, extension });
  });

  it.each([
    ['plain text', Buffer.from('just some text pretending to be a PNG')],
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['an SVG (script-capable, refused)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['a ZIP', Buffer.from('504b0304140000000800', 'hex')],
    ['nothing', Buffer.alloc(0)],
  ])('[VAL-05] refuses %s', async (_name, bytes) => {
    expect(await detectImageType(bytes)).toBeNull();
  });
});
