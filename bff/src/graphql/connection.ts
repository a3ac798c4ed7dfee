import type { Page } from '@pm/contracts';
import { AppException, MAX_PAGE_SIZE } from '@pm/kit';

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: number;
}

/** One page of a service list: `cursor` as the service issued it (undefined = from the start). */
export type FetchPage<T> = (cursor: string | undefined, limit: number) => Promise<Page<T>>;

const badInput = (field: string, message: string) =>
  new AppException(400, 'BAD_USER_INPUT', message, { fields: { [field]: [message] } });

/**
 * Services page by opaque keyset cursors and give only the cursor after a page, while a Relay
 * connection needs one per edge. An edge cursor is therefore (service cursor the edge's page
 * started from, position in that page): resuming from it re-reads that page and skips the
 * position. The last edge of a page that has a next page points straight at the service's next
 * cursor, so the usual forward paging with endCursor costs one call per page.
 */
export function encodeEdgeCursor(serviceCursor: string | undefined, position: number): string {
  return Buffer.from(JSON.stringify([serviceCursor ?? '', position])).toString('base64url');
}

export function decodeEdgeCursor(cursor: string): { serviceCursor: string | undefined; position: number } {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === 'string' &&
      Number.isInteger(parsed[1]) &&
      (parsed[1] as number) >= 0 &&
      (parsed[1] as number) <= MAX_PAGE_SIZE
    ) {
      return { serviceCursor: parsed[0] || undefined, position: parsed[1] as number };
    }
  } catch {
    // reported below
  }
  throw badInput('after', 'after is not a valid cursor');
}

function checkFirst(first: number): void {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw badInput('first', `first must be between 1 and ${MAX_PAGE_SIZE}`);
  }
}

export async function paginate<T, N>(
  fetchPage: FetchPage<T>,
  first: number,
  after: string | null | undefined,
  toNode: (item: T) => N,
): Promise<Connection<N>> {
  checkFirst(first);
  let { serviceCursor, position } = after ? decodeEdgeCursor(after) : { serviceCursor: undefined, position: 0 };
  const edges: Connection<N>['edges'] = [];
  let totalCount = 0;
  let hasNextPage = false;
  // At most two service pages: a resumed page's remainder, then the next page.
  for (let round = 0; round < 3 && edges.length < first; round += 1) {
    const wanted = first - edges.length;
    const page = await fetchPage(serviceCursor, Math.min(MAX_PAGE_SIZE, position + wanted));
    // Absent only when the selection has no totalCount (the resolver asked count: false), so never shown.
    totalCount = page.total ?? 0;
    const taken = page.items.slice(position, position + wanted);
    taken.forEach((item, i) =>
      edges.push({ node: toNode(item), cursor: encodeEdgeCursor(serviceCursor, position + i + 1) }),
    );
    const end = position + taken.length;
    if (end < page.items.length) {
      hasNextPage = true;
      break;
    }
    if (!page.nextCursor) break;
    const last = edges[edges.length - 1];
    if (taken.length > 0 && last) last.cursor = encodeEdgeCursor(page.nextCursor, 0);
    if (edges.length >= first) {
      hasNextPage = true;
      break;
    }
    serviceCursor = page.nextCursor;
    position = 0;
  }
  return { edges, pageInfo: { hasNextPage, endCursor: edges[edges.length - 1]?.cursor ?? null }, totalCount };
}
