import { env } from '@/config/env';

/** Spec: last path segment, capitalised, dashes as spaces, then the product name. */
export function pageTitle(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).at(-1);
  if (!segment) return env.appName;
  const words = decodeURIComponent(segment).replace(/-/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} | ${env.appName}`;
}
