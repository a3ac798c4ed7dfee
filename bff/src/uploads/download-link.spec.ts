import { DOWNLOAD_LINK_SECONDS, isValidDownloadLink, signDownloadUrl } from './download-link';

const KEY = Buffer.from('a-key-of-thirty-two-bytes-or-more!!');
const TARGET = { documentId: '00000000-0000-4000-8000-000000000001', version: 2, userId: 'u1' };
const parts = (url: string) => {
  const params = new URL(url, 'http://x').searchParams;
  return [params.get('expires') ?? undefined, params.get('signature') ?? undefined] as const;
};

describe('document download links (DOC-02)', () => {
  it('[DOC-02] a link works for 5 minutes, for its document, version and user only', () => {
    const now = Date.UTC(2026, 10, 27, 12);
    const url = signDownloadUrl(KEY, TARGET, now);
    expect(url.startsWith(`/api/documents/${TARGET.documentId}/versions/2/download?expires=`)).toBe(true);
    const [expires, signature] = parts(url);
    expect(Number(expires)).toBe(now / 1000 + DOWNLOAD_LINK_SECONDS);
    expect(isValidDownloadLink(KEY, TARGET, expires, signature, now + 299_000)).toBe(true);
    expect(isValidDownloadLink(KEY, TARGET, expires, signature, now + 300_000)).toBe(false);
    expect(isValidDownloadLink(KEY, { ...TARGET, version: 1 }, expires, signature, now)).toBe(false);
    expect(isValidDownloadLink(KEY, { ...TARGET, userId: 'u2' }, expires, signature, now)).toBe(false);
    expect(isValidDownloadLink(Buffer.from('another key'), TARGET, expires, signature, now)).toBe(false);
    expect(isValidDownloadLink(KEY, TARGET, String(Number(expires) + 60), signature, now)).toBe(false);
    expect(isValidDownloadLink(KEY, TARGET, expires, `${signature}x`, now)).toBe(false);
    expect(isValidDownloadLink(KEY, TARGET, undefined, signature, now)).toBe(false);
    expect(isValidDownloadLink(KEY, TARGET, '1e12', signature, now)).toBe(false);
  });
});
