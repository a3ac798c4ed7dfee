import type { ApiPage, Page } from '@pm/contracts';

/** The total of a page asked with its count, as every list call is unless it says `count: false`. */
export function totalOf(page: Page<unknown>): number {
  if (page.total === undefined) throw new Error('This page was asked without its count');
  return page.total;
}

/** A service page as the REST list answer of spec §7. */
export function toApiPage<T>(page: Page<T>): ApiPage<T> {
  return { success: true, data: page.items, pageInfo: { nextCursor: page.nextCursor, total: totalOf(page) } };
}
