import { fakeJwt, installFakeFetch } from '../../test/fake-fetch';
import { saveAuthData } from './auth-storage';
import { ApiError } from './rest-client';
import { refusalMessage, uploadFile } from './upload-file';

const TOKEN = fakeJwt({ sub: 'admin-1' });

beforeEach(() => {
  localStorage.clear();
  saveAuthData({ token: TOKEN, refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000, user: null });
});

describe('uploadFile', () => {
  it('posts the file as the named multipart field with the bearer and answers the data', async () => {
    const fetch = installFakeFetch({
      'POST /api/admin/blog/cover-images': { status: 201, body: { success: true, data: { url: '/c.png' } } },
    });
    const file = new File(['png bytes'], 'cover.png', { type: 'image/png' });
    await expect(uploadFile('/admin/blog/cover-images', 'image', file)).resolves.toEqual({ url: '/c.png' });
    const [call] = fetch.calls;
    expect(call?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    // The browser sets the multipart boundary itself.
    expect(call?.headers['Content-Type']).toBeUndefined();
    expect((call?.body as FormData).get('image')).toBe(file);
  });

  it("throws the server's refusal as an ApiError", async () => {
    const message = 'Cover image must be a PNG, JPEG, WebP or GIF image';
    installFakeFetch({
      'POST /api/admin/blog/cover-images': {
        status: 400,
        body: { success: false, statusCode: 400, code: 'INVALID_IMAGE', message },
      },
    });
    const upload = uploadFile('/admin/blog/cover-images', 'image', new File(['x'], 'x.png'));
    await expect(upload).rejects.toBeInstanceOf(ApiError);
    await expect(upload).rejects.toMatchObject({ status: 400, code: 'INVALID_IMAGE', message });
  });
});

describe('refusalMessage', () => {
  it("says the bff's own message, or the client's for no connection, never a proxy's status text", () => {
    const fromServer = new ApiError(400, 'UNSUPPORTED_FILE_TYPE', 'The photo must be a JPEG', { fromServer: true });
    const offline = new ApiError(0, 'NETWORK_ERROR', 'The server could not be reached.');
    const proxy = new ApiError(502, 'HTTP_502', 'Bad Gateway');
    expect(refusalMessage(fromServer, 'Try again.')).toBe('The photo must be a JPEG');
    expect(refusalMessage(offline, 'Try again.')).toBe('The server could not be reached.');
    expect(refusalMessage(proxy, 'Try again.')).toBe('Try again.');
    expect(refusalMessage(new TypeError('x is undefined'), 'Try again.')).toBe('Try again.');
  });
});
