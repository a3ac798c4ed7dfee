import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { installFakeFetch } from '../../../../test/fake-fetch';
import type { FakeCall } from '../../../../test/fake-fetch';
import { renderApp } from '../../../../test/render-app';
import type { BlogPost } from '../api/blog-posts';
import { BlogPostList } from './blog-post-list';

const LIST = 'GET /api/blog/posts';

function post(index: number, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: `post-${index}`,
    slug: `post-${index}`,
    title: `Post ${index}`,
    description: `About post ${index}`,
    bodyMarkdown: `Post ${index} in full.`,
    coverImageUrl: null,
    publishedAt: '2026-03-04T09:00:00Z',
    ...overrides,
  };
}

function page(posts: BlogPost[], nextCursor: string | null = null) {
  return { status: 200, body: { success: true, data: posts, pageInfo: { nextCursor, total: posts.length } } };
}

function renderList() {
  return renderApp([{ path: '/blog', element: <BlogPostList /> }], '/blog');
}

function cursorOf(call: FakeCall): string | null {
  return new URL(call.url, 'http://localhost').searchParams.get('cursor');
}

describe('BlogPostList', () => {
  it('shows a loading state, then each post with its title, link, description, en-GB date and cover', async () => {
    installFakeFetch({
      [LIST]: page([
        post(1, { title: 'Gas safety', slug: 'gas-safety', coverImageUrl: '/uploads/gas.jpg' }),
        post(2, { title: 'Deposits', publishedAt: '2026-11-20T10:00:00Z' }),
      ]),
    });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading posts...');

    const link = await screen.findByRole('link', { name: 'Gas safety' });
    expect(link).toHaveAttribute('href', '/blog/gas-safety');
    const first = link.closest('article') as HTMLElement;
    expect(within(first).getByText('4 March 2026')).toHaveAttribute('datetime', '2026-03-04T09:00:00Z');
    expect(within(first).getByText('About post 1')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/gas.jpg');

    const second = screen.getByRole('link', { name: 'Deposits' }).closest('article') as HTMLElement;
    expect(within(second).getByText('20 November 2026')).toBeInTheDocument();
    expect(second.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks for published posts without a token, a page at a time', async () => {
    const fake = installFakeFetch({ [LIST]: page([post(1)]) });
    renderList();
    await screen.findByRole('link', { name: 'Post 1' });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.url).toBe('/api/blog/posts?limit=6');
    expect(fake.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('shows an empty state when nothing is published', async () => {
    installFakeFetch({ [LIST]: page([]) });
    renderList();
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the posts', async () => {
    let fail = true;
    installFakeFetch({
      [LIST]: () =>
        fail
          ? { status: 400, body: { success: false, statusCode: 400, code: 'BAD', message: 'Blog unavailable' } }
          : page([post(1)]),
    });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the blog');
    expect(alert).toHaveTextContent('Blog unavailable');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument();
  });

  it("'Load more' fetches the next page by cursor and appends it until there is no next cursor", async () => {
    const fake = installFakeFetch({
      [LIST]: (call) => (cursorOf(call) === 'c2' ? page([post(3)]) : page([post(1), post(2)], 'c2')),
    });
    renderList();
    await screen.findByRole('link', { name: 'Post 2' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Post 3' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/api/blog/posts?limit=6',
      '/api/blog/posts?limit=6&cursor=c2',
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
  });
});
