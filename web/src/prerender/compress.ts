import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text the bff serves as stored files. HTML is left out: every HTML answer carries its own CSP nonce, so the bff
 * compresses it per answer (bff/src/spa/spa.ts).
 */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|webmanifest|map|txt|xml)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each compressible file that they shrink. */
export async function compressDist(dist: string): Promise<{ files: number; bytes: number; brotli: number }> {
  const files = (await filesUnder(dist)).filter((file) => COMPRESSIBLE.test(file));
  let bytes = 0;
  let brotliBytes = 0;
  for (const file of files) {
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    if (br.length < body.length) await writeFile(`${file}.br`, br);
    if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
    bytes += body.length;
    brotliBytes += Math.min(br.length, body.length);
  }
  return { files: files.length, bytes, brotli: brotliBytes };
}
