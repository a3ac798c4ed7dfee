import { env } from '@/config/env';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape ('%E0') is shown as typed rather than breaking the page.
    return segment;
  }
}

/** NAV-13: last path segment, capitalised, dashes as spaces, then the product name ('/' shows the name alone). */
export function pageTitle(pathname: string, productName: string = env.appName): string {
  const segment = pathname.split('/').filter(Boolean).at(-1);
  if (!segment) return productName;
  const words = decodeSegment(segment).replace(/-/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} | ${productName}`;
}
