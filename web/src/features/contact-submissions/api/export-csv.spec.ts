import { saveAuthData } from '@/lib/auth-storage';

import { fakeJwt, installFakeFetch } from '../../../../test/fake-fetch';
import { downloadContactSubmissionsCsv, exportCsvHref } from './export-csv';

const TOKEN = fakeJwt({ sub: 'admin-1' });

describe('contact submissions CSV export', () => {
  beforeEach(() => {
    saveAuthData({ token: TOKEN, refreshToken: 'r-1', expiresAt: Date.now() + 60 * 60 * 1000, user: null });
  });
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('puts the search and filters on the REST export path', () => {
    expect(exportCsvHref({ q: '', source: null, status: null })).toBe('/api/admin/contact-submissions/export.csv');
    expect(exportCsvHref({ q: ' Shah & Co ', source: 'sales_bot', status: 'closed' })).toBe(
      '/api/admin/contact-submissions/export.csv?q=Shah+%26+Co&source=sales_bot&status=closed',
    );
  });

  it('downloads with the bearer token through a Blob URL, and reports a refusal', async () => {
    const fake = installFakeFetch({
      'GET /api/admin/contact-submissions/export.csv': {
        status: 403,
        body: { success: false, statusCode: 403, code: 'FORBIDDEN', message: 'Forbidden' },
      },
    });
    const fetchMock: jest.Mock = fake.fetchMock;
    fetchMock.mockResolvedValueOnce({
      ok: true,
      status: 200,
      blob: () => Promise.resolve(new Blob(['a,b\n1,2\n'])),
    });
    const createObjectURL = jest.fn(() => 'blob:csv');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    await downloadContactSubmissionsCsv({ q: '', source: 'support', status: null });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/contact-submissions/export.csv?source=support',
      expect.objectContaining({
        headers: expect.objectContaining({ Accept: 'text/csv', Authorization: `Bearer ${TOKEN}` }),
      }),
    );
    expect(click).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');

    await expect(downloadContactSubmissionsCsv({ q: '', source: null, status: null })).rejects.toThrow('Forbidden');
  });
});
