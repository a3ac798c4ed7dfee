import type { Page } from '@pm/contracts';
import { decodeEdgeCursor, encodeEdgeCursor, paginate } from './connection';

/** A fake service list over `total` items, paging by offset cursors, recording each call. */
function fakeService(total: number) {
  const items = Array.from({ length: total }, (_, i) => `item-${i}`);
  const calls: { cursor: string | undefined; limit: number }[] = [];
  const fetchPage = async (cursor: string | undefined, limit: number): Promise<Page<string>> => {
    calls.push({ cursor, limit });
    const start = cursor ? Number(cursor) : 0;
    const end = Math.min(start + limit, total);
    return { items: items.slice(start, end), nextCursor: end < total ? String(end) : null, total };
  };
  return { items, calls, fetchPage };
}

const nodes = (c: { edges: { node: string }[] }) => c.edges.map((e) => e.node);

describe('paginate', () => {
  it('answers the first page with one call, totalCount and hasNextPage', async () => {
    const service = fakeService(30);
    const page = await paginate(service.fetchPage, 25, undefined, (s) => s);
    expect(nodes(page)).toEqual(service.items.slice(0, 25));
    expect(page.totalCount).toBe(30);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(service.calls).toEqual([{ cursor: undefined, limit: 25 }]);
  });

  it('pages forward through endCursor with one call per page', async () => {
    const service = fakeService(30);
    const first = await paginate(service.fetchPage, 25, undefined, (s) => s);
    const second = await paginate(service.fetchPage, 25, first.pageInfo.endCursor, (s) => s);
    expect(nodes(second)).toEqual(service.items.slice(25));
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect(service.calls).toHaveLength(2);
  });

  it('resumes after any edge, crossing into the next service page when needed', async () => {
    const service = fakeService(30);
    const first = await paginate(service.fetchPage, 10, undefined, (s) => s);
    const resumed = await paginate(service.fetchPage, 4, first.edges[2]!.cursor, (s) => s);
    expect(nodes(resumed)).toEqual(service.items.slice(3, 7));

    const crossing = fakeService(150);
    const big = await paginate(crossing.fetchPage, 100, undefined, (s) => s);
    const after = await paginate(crossing.fetchPage, 60, big.edges[49]!.cursor, (s) => s);
    expect(nodes(after)).toEqual(crossing.items.slice(50, 110));
    expect(after.pageInfo.hasNextPage).toBe(true);
  });

  it('answers an empty list with no cursor', async () => {
    const page = await paginate(fakeService(0).fetchPage, 25, undefined, (s) => s);
    expect(page).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 });
  });

  it.each([0, -1, 101, 2.5])('refuses first = %p with BAD_USER_INPUT', async (first) => {
    await expect(paginate(fakeService(3).fetchPage, first, undefined, (s) => s)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  it('refuses a cursor it did not issue', async () => {
    for (const bad of ['garbage', Buffer.from('[1,2]').toString('base64url'), encodeEdgeCursor('x', 1).slice(0, -2)]) {
      expect(() => decodeEdgeCursor(bad)).toThrow(expect.objectContaining({ code: 'BAD_USER_INPUT' }));
    }
  });
});
