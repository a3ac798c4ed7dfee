import { createHmac, timingSafeEqual } from 'node:crypto';

/** DOC-02: how long a download link works. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

export interface DownloadTarget {
  documentId: string;
  version: number;
  /** The signed-in user the link was made for: another user's session cannot use it. */
  userId: string;
}

const signatureOf = (key: Buffer, target: DownloadTarget, expires: number) =>
  createHmac('sha256', key)
    .update(`${target.documentId}\n${target.version}\n${target.userId}\n${expires}`)
    .digest('base64url');

/** `/api/documents/:id/versions/:n/download?expires=..&signature=..`, valid for DOWNLOAD_LINK_SECONDS. */
export function signDownloadUrl(key: Buffer, target: DownloadTarget, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_SECONDS;
  const signature = signatureOf(key, target, expires);
  return `/api/documents/${target.documentId}/versions/${target.version}/download?expires=${expires}&signature=${signature}`;
}

/** Whether the link is the one signed for this target and has not expired; compared in constant time. */
export function isValidDownloadLink(
  key: Buffer,
  target: DownloadTarget,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): boolean {
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return false;
  const seconds = Number(expires);
  if (seconds * 1000 <= now) return false;
  const expected = Buffer.from(signatureOf(key, target, seconds));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
