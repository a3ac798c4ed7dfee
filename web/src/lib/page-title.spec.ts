import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('[NAV-13] uses the last path segment, capitalised, dashes as spaces, then the product name', () => {
    expect(pageTitle('/maintenance/trades-people')).toBe('Trades people | Letting Platform');
    expect(pageTitle('/dashboard')).toBe('Dashboard | Letting Platform');
    expect(pageTitle('/admin/api-changelog')).toBe('Api changelog | Letting Platform');
  });

  it('[NAV-13] shows the product name alone on the home page', () => {
    expect(pageTitle('/')).toBe('Letting Platform');
    expect(pageTitle('')).toBe('Letting Platform');
  });

  it('[NAV-13] ignores a trailing slash and decodes escaped segments', () => {
    expect(pageTitle('/properties/qr-codes/')).toBe('Qr codes | Letting Platform');
    expect(pageTitle('/blog/caf%C3%A9-news')).toBe('Café news | Letting Platform');
  });

  it('[NAV-13] keeps a malformed escape as typed', () => {
    expect(pageTitle('/blog/100%')).toBe('100% | Letting Platform');
  });

  it('takes the suffix as a parameter', () => {
    expect(pageTitle('/leases', 'Other')).toBe('Leases | Other');
  });
});
