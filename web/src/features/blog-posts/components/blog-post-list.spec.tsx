import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import type { BlogPostStatus } from '@/gql/types';

import { BlogPostsDocument } from '../api/blog-posts.generated';
import type { BlogPostListItemFragment } from '../api/blog-posts.generated';
import { BlogPostList } from './blog-post-list';

function post(n: number, changes: Partial<BlogPostListItemFragment> = {}): BlogPostListItemFragment {
  return {
    __typename: 'BlogPost',
    id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    slug: `post-${n}`,
    title: `Post ${n}`,
    status: 'draft',
    updatedAt: '2026-03-04T10:30:00.000Z',
    ...changes,
  };
}

interface ListVariables {
  q?: string | null;
  status?: BlogPostStatus | null;
  after?: string;
}

/** One page of the list for these variables; the list reads afresh each time it is shown, so a page may be asked again. */
function list(
  variables: ListVariables,
  posts: BlogPostListItemFragment[],
  page: { endCursor?: string; total?: number } = {},
): MockedResponse {
  return {
    request: { query: BlogPostsDocument, variables: { first: 20, q: null, status: null, ...variables } },
    result: {
      data: {
        blogPosts: {
          __typename: 'BlogPostConnection',
          edges: posts.map((node) => ({ __typename: 'BlogPostEdge', cursor: `c-${node.id}`, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: !!page.endCursor, endCursor: page.endCursor ?? null },
          totalCount: page.total ?? posts.length,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderList(mocks: MockedResponse[], path = '/admin/blog') {
  const router = createMemoryRouter(
    [
      { path: '/admin/blog', element: <BlogPostList /> },
      { path: '/admin/blog/edit/:id', element: <p>Editor page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <RouterProvider router={router} />
    </MockedProvider>,
  );
  return router;
}

describe('BlogPostList', () => {
  it('shows a loading state, then each post with its status, updated date and a link to edit it', async () => {
    renderList([list({}, [post(1, { status: 'published', title: 'Gas safety' }), post(2, { title: 'Deposits' })])]);
    expect(screen.getByRole('table', { name: 'Blog posts' })).toHaveAttribute('aria-busy', 'true');

    const first = await screen.findByRole('row', { name: /Gas safety/ });
    expect(within(first).getByRole('link', { name: 'Gas safety' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/00000000-0000-4000-8000-000000000001',
    );
    expect(within(first).getByText('Published')).toBeInTheDocument();
    expect(within(first).getByText('/blog/post-1')).toBeInTheDocument();
    expect(within(first).getByText('4 Mar 2026, 10:30')).toHaveAttribute('datetime', '2026-03-04T10:30:00.000Z');
    expect(within(screen.getByRole('row', { name: /Deposits/ })).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New post' })).toHaveAttribute('href', '/admin/blog/edit/new');
  });

  it('searches by title after typing stops and filters by status, starting again at page 1', async () => {
    const user = userEvent.setup();
    const router = renderList([
      list({}, [post(1)], { endCursor: 'c2', total: 21 }),
      list({ after: 'c2' }, [post(21)], { total: 21 }),
      list({ q: 'zzz' }, []),
      list({ status: 'published' }, [post(1, { status: 'published' })]),
    ]);
    await screen.findByRole('link', { name: 'Post 1' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Post 21' });

    // Debounced: no page is mocked for 'z' or 'zz', so a request per key would show the error state.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No matching posts' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the posts')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=zzz');

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'published');
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=published');
  });

  it('pages forwards with the cursor and back again, each page in the URL', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 20 }, (_, i) => post(i + 1));
    const router = renderList([
      list({}, firstPage, { endCursor: 'c2', total: 21 }),
      list({ after: 'c2' }, [post(21)], { total: 21 }),
    ]);
    expect(await screen.findByText('Showing 1–20 of 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Post 21' })).toBeInTheDocument();
    expect(screen.getByText('Showing 21–21 of 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(router.state.location.search).toBe('?after=c2');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 21')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens a bookmarked view with its search and status filter', async () => {
    renderList(
      [list({ q: 'gas', status: 'draft' }, [post(3, { title: 'Gas safety' })])],
      '/admin/blog?q=gas&status=draft',
    );
    expect(await screen.findByRole('link', { name: 'Gas safety' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('gas');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
  });

  it('says when there are no posts yet', async () => {
    renderList([list({}, [])]);
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the posts', async () => {
    const user = userEvent.setup();
    renderList([
      {
        request: { query: BlogPostsDocument, variables: { first: 20, q: null, status: null } },
        error: new Error('Network down'),
      },
      list({}, [post(1)]),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the posts');
    expect(alert).toHaveTextContent('Network down');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeInTheDocument();
  });
});
