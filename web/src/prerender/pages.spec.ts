import { routeTable } from '@/config/paths';

import { isPrerenderedName, prerenderedFile, prerenderedPage, prerenderedPages } from './pages';

describe('prerendered pages', () => {
  it('are public routes of the route table with a screen and no parameters, in the marketing or bare shell', () => {
    for (const name of Object.keys(prerenderedPages)) {
      const route = routeTable.find((entry) => entry.name === name);
      expect(route).toMatchObject({ access: 'public' });
      expect(route?.screen).toBeDefined();
      expect(route?.pattern).not.toContain(':');
      expect(['marketing', 'bare']).toContain(route?.shell);
    }
  });

  it('include the home page, the blog index and the sign-in page, which hydrate as their kind says', () => {
    expect(prerenderedPage('home')).toMatchObject({ interactive: false, route: { pattern: '/' } });
    expect(prerenderedPage('blog')).toMatchObject({ interactive: true, route: { pattern: '/blog' } });
    expect(prerenderedPage('login')).toMatchObject({ interactive: true, route: { pattern: '/login' } });
  });

  it('leave out the framed support bot and pages with parameters', () => {
    expect(isPrerenderedName('supportBot')).toBe(false);
    expect(isPrerenderedName('blogPost')).toBe(false);
    expect(isPrerenderedName('toString')).toBe(false);
    expect(isPrerenderedName(undefined)).toBe(false);
  });

  it('are written where the bff looks for them (bff/src/spa/spa.ts prerenderedPagePath)', () => {
    expect(prerenderedFile('/')).toBe('prerendered/index.html');
    expect(prerenderedFile('/resources/use-cases')).toBe('prerendered/resources/use-cases/index.html');
  });
});
