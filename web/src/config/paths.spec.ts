import { matchPath } from 'react-router-dom';

import { loginPath, paths, redirects, routeTable, routes } from './paths';

describe('route table', () => {
  it('lists each pattern once', () => {
    const patterns = routeTable.map((r) => r.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('gives every route a sample path its own pattern matches', () => {
    for (const route of routeTable) {
      expect({
        pattern: route.pattern,
        matches: matchPath({ path: route.pattern, end: true }, route.sample) !== null,
      }).toEqual({ pattern: route.pattern, matches: true });
    }
  });

  it('[ROUTE-02] treats a register path with a trailing segment as public tenant registration', () => {
    expect(routeTable.find((r) => r.pattern === '/register/:hash')).toMatchObject({ access: 'public' });
  });

  it('[ROUTE-11] redirects every old admin building-factors path to the same path under /properties', () => {
    const patterns = new Set(routeTable.map((r) => r.pattern));
    for (const { from, to } of redirects) {
      expect(to).toBe(from.replace('/admin/', '/properties/'));
      expect(patterns).toContain(to);
    }
  });
});

describe('paths', () => {
  it('has a link for every route: its path, or a builder for a pattern with parameters', () => {
    for (const [name, route] of Object.entries(routes)) {
      const link: unknown = paths[name as keyof typeof paths];
      if (route.pattern.includes(':')) expect(typeof link).toBe('function');
      else expect(link).toBe(route.pattern);
    }
  });

  it('fills parameters in pattern order, URI-encoded', () => {
    expect(paths.properties).toBe('/properties');
    expect(paths.property('a b/c')).toBe('/properties/a%20b%2Fc');
    expect(paths.registerInvite('hash-1')).toBe('/register/hash-1');
    expect(paths.adminBlogEdit('new')).toBe('/admin/blog/edit/new');
    expect(paths.editBuildingFactor('bf-1')).toBe('/properties/building-factors/bf-1/edit');
    expect(paths.maintenanceRequestPhotos('r-9')).toBe('/maintenance/r-9/photos');
  });
});

describe('loginPath', () => {
  it('[ROUTE-05] encodes the current path and query as returnUrl', () => {
    expect(loginPath('/properties?sort=postcode&page=2')).toBe(
      '/login?returnUrl=%2Fproperties%3Fsort%3Dpostcode%26page%3D2',
    );
  });
});
