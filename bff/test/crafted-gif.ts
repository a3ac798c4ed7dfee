import sharp from 'sharp';

/** The offset just past a run of GIF data sub-blocks (length-prefixed, ended by a 0 length). */
function pastSubBlocks(gif: Buffer, offset: number): number {
  let at = offset;
  while (gif[at] !== 0) at += gif[at]! + 1;
  return at + 1;
}

/**
 * A GIF of `frames` frames of `side` × `side` pixels, a few kilobytes whatever the count: sharp encodes two
 * frames of one colour each (LZW makes a flat frame tiny), then the second frame's blocks are repeated.
 */
export async function craftedAnimation(side: number, frames: number): Promise<Buffer> {
  const flat = (background: string) =>
    sharp({ create: { width: side, height: side, channels: 3, background } })
      .png()
      .toBuffer();
  const two = await sharp([await flat('#f00'), await flat('#00f')], { join: { animated: true } })
    .gif({ loop: 0 })
    .toBuffer();
  const tableSize = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  // Header and logical screen descriptor, the global colour table, then blocks until the trailer.
  let at = 13 + tableSize(two[10]!);
  const imageEnds: number[] = [];
  while (two[at] !== 0x3b) {
    if (two[at] === 0x21) at = pastSubBlocks(two, at + 2);
    else if (two[at] === 0x2c) {
      at = pastSubBlocks(two, at + 10 + tableSize(two[at + 9]!) + 1);
      imageEnds.push(at);
    } else throw new Error(`unexpected GIF block 0x${two[at]!.toString(16)}`);
  }
  // The second frame: its graphic control extension and image, from the end of the first image.
  const second = two.subarray(imageEnds[0], at);
  return Buffer.concat([two.subarray(0, at), ...Array.from({ length: frames - 2 }, () => second), Buffer.from([0x3b])]);
}
