import { DOWNLOAD_LINK_SECONDS, isValidDownloadLink, signDownloadUrl } from './download-link';

const KEY = Buffer.from('a-key-of-thirty-two-bytes-or-more!!');
const PATH = '/api/documents/00000000-0000-4000-8000-000000000001/versions/2/download';
const TARGET = { path: PATH, userId: 'u1' };
const parts = (url: string) => {
  const params = new URL(url, 'http://x').searchParams;
  return [params.get('expires') ?? undefined, params.get('signature') ?? undefined] as const;
};

describe('download links (DOC-02)', () => {
  it('[DOC-02] a link works for 5 minutes, for its file and user only', () => {
    const now = Date.UTC(2026, 10, 27, 12);
    const url = signDownloadUrl(KEY, TARGET, now);
    expect(url.startsWith(`${PATH}?expires=`)).toBe(true);
    const [expires, signature] = parts(url);
    expect(Number(expires)).toBe(now / 1000 + DOWNLOAD_LINK_SECONDS);
    expect(isValidDownloadLink(KEY, TARGET, expires, signature, now + 299_000)).toBe(true);
    expect(isValidDownloadLink(KEY, TARGET, expires, signature, now + 300_000)).toBe(false);
    expect(isValidDownloadLink(KEY, { ...TARGET, path: PATH.replace('/2/', '/1/') }, expires, signature, now)).toBe(
      false,
    );
    expect(isValidDownloadLink(KEY, { ...TARGET, userId: 'u2' }, expires, signature, now)).toBe(false);
    expect(isValidDownloadLink(Buffer.from('another key'), TARGET, expires, signature, now)).toBe(false);
    expect(isValidDownloadLink(KEY, TARGET, String(Number(expires) + 60), signature, now)).toBe(false);
    expect(isValidDownloadLink(KEY, TARGET, expires, `${signature}x`, now)).toBe(false);
    expect(isValidDownloadLink(KEY, TARGET, undefined, signature, now)).toBe(false);
    expect(isValidDownloadLink(KEY, TARGET, '1e12', signature, now)).toBe(false);
  });

  it('[DOC-02] a link for one file does not open another, whatever the kinds of file', () => {
    const now = Date.UTC(2026, 10, 27, 12);
    const photo = {
      path: '/api/utility-accounts/00000000-0000-4000-8000-000000000001/readings/00000000-0000-4000-8000-000000000002/photo',
      userId: 'u1',
    };
    const [expires, signature] = parts(signDownloadUrl(KEY, photo, now));
    expect(isValidDownloadLink(KEY, photo, expires, signature, now)).toBe(true);
    expect(isValidDownloadLink(KEY, TARGET, expires, signature, now)).toBe(false);
    const otherReading = { ...photo, path: photo.path.replace('000000000002/photo', '000000000003/photo') };
    expect(isValidDownloadLink(KEY, otherReading, expires, signature, now)).toBe(false);
  });
});
