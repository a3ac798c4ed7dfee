import { loginPath, redirects, routeTable } from './paths';

describe('route table', () => {
  it('lists each pattern once', () => {
    const patterns = routeTable.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('[ROUTE-02] treats a register path with a trailing segment as public tenant registration', () => {
    expect(routeTable.find((r) => r.pattern === '/register/:hash')).toMatchObject({ access: 'public' });
  });

  it('[ROUTE-11] redirects every old admin building-factors path to the same path under /properties', () => {
    for (const { from, to } of redirects) expect(to).toBe(from.replace('/admin/', '/properties/'));
  });
});

describe('loginPath', () => {
  it('[ROUTE-05] encodes the current path and query as returnUrl', () => {
    expect(loginPath('/properties?sort=postcode&page=2')).toBe(
      '/login?returnUrl=%2Fproperties%3Fsort%3Dpostcode%26page%3D2',
    );
  });
});
