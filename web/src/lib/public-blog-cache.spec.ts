import { createQueryClient } from './query-client';
import { refreshPublicBlog } from './public-blog-cache';

describe('refreshPublicBlog', () => {
  it("marks the public blog's list and posts stale, and nothing else", () => {
    const client = createQueryClient();
    client.setQueryData(['blog', 'posts'], { pages: [] });
    client.setQueryData(['blog', 'post', 'gas-safety'], { data: {} });
    client.setQueryData(['/user'], { id: 'u1' });
    refreshPublicBlog(client);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect([stale(['blog', 'posts']), stale(['blog', 'post', 'gas-safety']), stale(['/user'])]).toEqual([
      true,
      true,
      false,
    ]);
  });
});
