import { renderHook, waitFor } from '@testing-library/react';

import { installFakeFetch } from '../../test/fake-fetch';
import { useDownloadUrl } from './use-download-url';

function serveBlobs() {
  const fake = installFakeFetch({
    'GET /api/files/gone': { status: 404, body: { code: 'FILE_NOT_FOUND', message: 'The file is gone' } },
  });
  const answer = fake.fetchMock.getMockImplementation()!;
  const fetchMock: jest.Mock = fake.fetchMock;
  fetchMock.mockImplementation((input: string, init?: RequestInit) =>
    input.endsWith('/gone')
      ? answer(input, init)
      : Promise.resolve({ ok: true, status: 200, blob: () => Promise.resolve(new Blob([input])) }),
  );
  let made = 0;
  const createObjectURL = jest.fn(() => `blob:http://localhost/${(made += 1)}`);
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  return { fake, revokeObjectURL };
}

describe('useDownloadUrl', () => {
  it('shows a download through an object URL, revoked when the path changes and when the component goes', async () => {
    const { revokeObjectURL } = serveBlobs();
    const { result, rerender, unmount } = renderHook(({ path }) => useDownloadUrl(path), {
      initialProps: { path: '/files/1' as string | null },
    });
    expect(result.current).toEqual({ url: null, error: null });
    await waitFor(() => expect(result.current.url).toBe('blob:http://localhost/1'));

    rerender({ path: '/files/2' });
    expect(result.current.url).toBeNull();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
    await waitFor(() => expect(result.current.url).toBe('blob:http://localhost/2'));

    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/2');
  });

  it('gives the refusal as an error, and nothing for no path', async () => {
    const { fake } = serveBlobs();
    const { result, rerender } = renderHook(({ path }) => useDownloadUrl(path), {
      initialProps: { path: '/files/gone' as string | null },
    });
    await waitFor(() => expect(result.current.error).toMatchObject({ status: 404, message: 'The file is gone' }));
    rerender({ path: null });
    expect(result.current).toEqual({ url: null, error: null });
    expect(fake.calls).toHaveLength(1);
  });
});
