import { fakeJwt, installFakeFetch } from '../../test/fake-fetch';
import { saveAuthData } from './auth-storage';
import { fetchDownload, saveDownload } from './download';
import { ApiError } from './rest-client';

const TOKEN = fakeJwt({ sub: 'admin-1' });

beforeEach(() => {
  localStorage.clear();
  saveAuthData({ token: TOKEN, refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000, user: null });
});

describe('fetchDownload', () => {
  it('sends the bearer token and the wanted type, and answers the bytes', async () => {
    const blob = new Blob(['png']);
    const fake = installFakeFetch({});
    const fetchMock: jest.Mock = fake.fetchMock;
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, blob: () => Promise.resolve(blob) });
    expect(await fetchDownload('/files/1', { accept: 'image/png' })).toBe(blob);
    expect(fetchMock).toHaveBeenCalledWith('/api/files/1', {
      headers: { Accept: 'image/png', Authorization: `Bearer ${TOKEN}` },
      credentials: 'include',
      signal: undefined,
    });
  });

  it("turns a refusal into an ApiError with the server's code and message", async () => {
    installFakeFetch({
      'GET /api/files/gone': { status: 404, body: { success: false, code: 'FILE_NOT_FOUND', message: 'No file' } },
      'GET /api/files/broken': { status: 502, body: '<html>Bad gateway</html>' },
    });
    await expect(fetchDownload('/files/gone')).rejects.toMatchObject({
      status: 404,
      code: 'FILE_NOT_FOUND',
      message: 'No file',
      fromServer: true,
    });
    const broken = await fetchDownload('/files/broken').catch((error: unknown) => error);
    expect(broken).toBeInstanceOf(ApiError);
    expect(broken).toMatchObject({ status: 502, code: 'HTTP_502', message: 'Download failed (502)' });
  });

  it('says so when the server cannot be reached', async () => {
    installFakeFetch({ 'GET /api/files/1': { networkError: true } });
    await expect(fetchDownload('/files/1')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('saves a download under its file name through an object URL, revoked afterwards', async () => {
    const blob = new Blob(['a,b\n1,2\n']);
    const fetchMock: jest.Mock = installFakeFetch({}).fetchMock;
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, blob: () => Promise.resolve(blob) });
    const createObjectURL = jest.fn(() => 'blob:rows');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const saved: { href: string; download: string; attached: boolean }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download, attached: this.isConnected });
    });

    await saveDownload('/exports/rows.csv', 'rows.csv', { accept: 'text/csv' });
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(saved).toEqual([{ href: 'blob:rows', download: 'rows.csv', attached: true }]);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:rows');
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});
