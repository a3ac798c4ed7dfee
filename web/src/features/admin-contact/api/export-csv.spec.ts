import { saveAuthData } from '@/lib/auth-storage';

import { downloadContactSubmissionsCsv, exportCsvPath } from './export-csv';

describe('contact submissions CSV export', () => {
  afterEach(() => {
    localStorage.clear();
    jest.restoreAllMocks();
  });

  it('puts the search and filters on the REST export path', () => {
    expect(exportCsvPath({ q: '', source: null, status: null })).toBe('/api/admin/contact-submissions/export.csv');
    expect(exportCsvPath({ q: ' Shah & Co ', source: 'sales_bot', status: 'closed' })).toBe(
      '/api/admin/contact-submissions/export.csv?q=Shah+%26+Co&source=sales_bot&status=closed',
    );
  });

  it('downloads with the bearer token through a Blob URL, and reports a refusal', async () => {
    saveAuthData({ token: 'tok-1', refreshToken: 'r-1', expiresAt: Date.now() + 60 * 60 * 1000, user: null });
    const fetchMock = jest
      .fn()
      .mockResolvedValueOnce({ ok: true, status: 200, blob: () => Promise.resolve(new Blob(['a,b\n1,2\n'])) });
    global.fetch = fetchMock as unknown as typeof fetch;
    const createObjectURL = jest.fn(() => 'blob:csv');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    await downloadContactSubmissionsCsv({ q: '', source: 'support', status: null });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/contact-submissions/export.csv?source=support',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer tok-1' }) }),
    );
    expect(click).toHaveBeenCalledTimes(1);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv');

    fetchMock.mockResolvedValueOnce({
      ok: false,
      status: 403,
      json: () => Promise.resolve({ success: false, message: 'Forbidden' }),
    });
    await expect(downloadContactSubmissionsCsv({ q: '', source: null, status: null })).rejects.toThrow('Forbidden');
  });
});
