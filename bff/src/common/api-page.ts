import type { ApiPage, Page } from '@pm/contracts';

/** A service page as the REST list answer of spec §7. */
export function toApiPage<T>(page: Page<T>): ApiPage<T> {
  return { success: true, data: page.items, pageInfo: { nextCursor: page.nextCursor, total: page.total } };
}
