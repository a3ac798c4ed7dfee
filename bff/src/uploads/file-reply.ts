import type { FastifyReply } from 'fastify';

export interface ServedFile {
  bytes: Buffer;
  /** The type the bytes proved when they were uploaded. */
  contentType: string;
  /** Already sanitised or made by the bff. */
  fileName: string;
}

/** `filename*` carries any name; the plain `filename` is its ASCII shadow for old clients. */
function contentDisposition(disposition: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * DOC-02: a stored file sent to the one user its link was signed for: never sniffed into another type, never
 * kept by a shared cache. A document is saved (attachment); a checked, re-encoded photo may show in the page.
 */
export async function sendFile(
  reply: FastifyReply,
  file: ServedFile,
  disposition: 'attachment' | 'inline',
): Promise<void> {
  await reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(disposition, file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
