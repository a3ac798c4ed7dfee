import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { saveAuthData } from '@/lib/auth-storage';

import { fakeJwt, installFakeFetch } from '../../../../test/fake-fetch';
import type { FakeAnswer, FakeCall } from '../../../../test/fake-fetch';
import { renderApp } from '../../../../test/render-app';
import type { AdminBlogPost } from '../api/admin-blog-posts';
import { AdminBlogList } from './admin-blog-list';

const TOKEN = fakeJwt({ sub: 'admin-1' });
const LIST = 'GET /api/admin/blog/posts';

function post(n: number, changes: Partial<AdminBlogPost> = {}): AdminBlogPost {
  return {
    id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    slug: `post-${n}`,
    title: `Post ${n}`,
    description: `About post ${n}`,
    bodyMarkdown: `Body ${n}`,
    coverImageUrl: null,
    status: 'draft',
    publishedAt: null,
    authorUserId: 'admin-1',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-04T10:30:00.000Z',
    version: 1,
    ...changes,
  };
}

const page = (items: AdminBlogPost[], nextCursor: string | null, total: number): FakeAnswer => ({
  body: { success: true, data: items, pageInfo: { nextCursor, total } },
});
const params = (call: FakeCall) => new URL(call.url, 'http://localhost').searchParams;

function renderList() {
  return renderApp(
    [
      { path: '/admin/blog', element: <AdminBlogList /> },
      { path: '/admin/blog/edit/:id', element: <p>Editor page</p> },
    ],
    '/admin/blog',
  );
}

beforeEach(() => {
  localStorage.clear();
  saveAuthData({ token: TOKEN, refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000, user: null });
});

describe('AdminBlogList', () => {
  it('shows a loading state, then each post with its status, updated date and a link to edit it', async () => {
    const fetch = installFakeFetch({
      [LIST]: page([post(1, { status: 'published', title: 'Gas safety' }), post(2, { title: 'Deposits' })], null, 2),
    });
    renderList();
    expect(screen.getByLabelText('Loading posts')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Blog posts' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: 'Gas safety' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/00000000-0000-4000-8000-000000000001',
    );
    expect(within(first!).getByText('Published')).toBeInTheDocument();
    expect(within(first!).getByText('/blog/post-1')).toBeInTheDocument();
    expect(within(first!).getByText('4 Mar 2026, 10:30')).toHaveAttribute('datetime', '2026-03-04T10:30:00.000Z');
    expect(within(second!).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/admin/blog/edit/new');
    expect(fetch.calls[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(params(fetch.calls[0]!).get('limit')).toBe('20');
  });

  it('searches by title after typing stops and filters by status, starting again at page 1', async () => {
    const user = userEvent.setup();
    const fetch = installFakeFetch({
      [LIST]: (call) => (params(call).get('q') === 'zzz' ? page([], null, 0) : page([post(1)], null, 1)),
    });
    renderList();
    await screen.findByRole('link', { name: 'Post 1' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No matching posts' })).toBeInTheDocument();
    const searches = fetch.calls.filter((call) => params(call).has('q'));
    // Debounced: one request for the whole word, not one per key.
    expect(searches.map((call) => params(call).get('q'))).toEqual(['zzz']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'published');
    await waitFor(() => {
      const last = params(fetch.calls.at(-1)!);
      expect([last.get('status'), last.get('q')]).toEqual(['published', null]);
    });
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument();
  });

  it('pages forwards with the cursor and back again', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 20 }, (_, i) => post(i + 1));
    const fetch = installFakeFetch({
      [LIST]: (call) => (params(call).get('cursor') === 'c2' ? page([post(21)], null, 21) : page(firstPage, 'c2', 21)),
    });
    renderList();
    expect(await screen.findByText('Showing 1–20 of 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Post 21' })).toBeInTheDocument();
    expect(screen.getByText('Showing 21–21 of 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(params(fetch.calls.at(-1)!).get('cursor')).toBe('c2');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 21')).toBeInTheDocument();
  });

  it('says when there are no posts yet', async () => {
    installFakeFetch({ [LIST]: page([], null, 0) });
    renderList();
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the posts', async () => {
    const user = userEvent.setup();
    let fail = true;
    installFakeFetch({
      [LIST]: () =>
        fail
          ? { status: 403, body: { success: false, statusCode: 403, code: 'FORBIDDEN', message: 'Not allowed' } }
          : page([post(1)], null, 1),
    });
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument();
  });
});
