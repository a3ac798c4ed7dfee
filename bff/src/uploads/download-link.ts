import { AppException } from '@pm/kit';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** DOC-02: how long a download link works. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

/**
 * What a link opens and for whom. The path names the file (`/api/documents/:id/versions/:n/download`,
 * `/api/utility-accounts/:id/readings/:readingId/photo`) and is built by the bff from checked ids on both sides,
 * never read from the request, so a signature is good for that one file only.
 */
export interface DownloadTarget {
  path: string;
  /** The signed-in user the link was made for: another user's session cannot use it. */
  userId: string;
}

const signatureOf = (key: Buffer, target: DownloadTarget, expires: number) =>
  createHmac('sha256', key).update(`${target.path}\n${target.userId}\n${expires}`).digest('base64url');

/** `<path>?expires=..&signature=..`, valid for DOWNLOAD_LINK_SECONDS. */
export function signDownloadUrl(key: Buffer, target: DownloadTarget, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + DOWNLOAD_LINK_SECONDS;
  return `${target.path}?expires=${expires}&signature=${signatureOf(key, target, expires)}`;
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

/** A bad or expired link is refused before anything is read: 403, whatever the file. */
export function assertValidDownloadLink(
  key: Buffer,
  target: DownloadTarget,
  expires: string | undefined,
  signature: string | undefined,
): void {
  if (!isValidDownloadLink(key, target, expires, signature)) {
    throw new AppException(403, 'DOWNLOAD_LINK_INVALID', 'This download link has expired or is not valid');
  }
}
