import { createPath } from 'react-router-dom';
import type { Navigator, To } from 'react-router-dom';

const href = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/**
 * The router of a prerendered page: a link loads the next page as a document, which is prerendered too or is
 * the SPA (index.html), so a visitor never downloads the app's router and screens to read a public page.
 */
export const documentNavigator: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};
