import sharp from 'sharp';

/** A real PNG made by libvips, so the server's byte check and re-encoding see a genuine image. */
export function testPng(width = 2, height = 2): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
}
