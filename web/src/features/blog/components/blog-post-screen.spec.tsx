import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { installFakeFetch } from '../../../../test/fake-fetch';
import { renderApp } from '../../../../test/render-app';
import type { BlogPost } from '../api/blog-posts';
import { BlogPostScreen } from './blog-post-screen';

const POST = 'GET /api/blog/posts/deposit-rules';

const deposit: BlogPost = {
  id: 'post-1',
  slug: 'deposit-rules',
  title: 'Deposit rules for landlords',
  description: 'Protect the deposit within 30 days.',
  bodyMarkdown: [
    '# Intro heading',
    '',
    'Use a **government-backed** scheme. See [the guide](/help).',
    '',
    '## The three schemes',
    '',
    '- DPS',
    '- mydeposits',
    '',
    '<script>window.hacked = true</script>',
    '',
    '<img src="x.png" onerror="window.hacked = true">',
  ].join('\n'),
  coverImageUrl: '/uploads/deposit.jpg',
  publishedAt: '2026-02-10T09:00:00Z',
};

function meta(selector: string): string | null {
  return document.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;
}

function renderPost(slug = 'deposit-rules') {
  return renderApp(
    [
      { path: '/blog/:slug', element: <BlogPostScreen slug={slug} /> },
      { path: '/blog', element: <p>Blog list</p> },
    ],
    `/blog/${slug}`,
  );
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = 'Deposit rules | Letting Platform';
});

describe('BlogPostScreen', () => {
  it('loads the post by slug and renders its Markdown under the post title', async () => {
    const fake = installFakeFetch({ [POST]: { body: { success: true, data: deposit } } });
    renderPost();
    expect(screen.getByRole('status')).toHaveTextContent('Loading post...');

    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit rules for landlords' })).toBeInTheDocument();
    expect(fake.calls[0]?.url).toBe('/api/blog/posts/deposit-rules');
    expect(screen.getByText('10 February 2026')).toBeInTheDocument();
    // The body's own '#' heading never competes with the page's h1.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Intro heading' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The three schemes' })).toBeInTheDocument();
    expect(screen.getByText('government-backed').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['DPS', 'mydeposits']);
    expect(screen.getByRole('link', { name: '← All posts' })).toHaveAttribute('href', '/blog');
  });

  it('strips <script> and onerror from the Markdown before it reaches the page', async () => {
    installFakeFetch({ [POST]: { body: { success: true, data: deposit } } });
    const { container } = renderPost();
    await screen.findByRole('heading', { level: 1, name: 'Deposit rules for landlords' });
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|hacked/);
    expect(container.querySelector('img[src="x.png"]')).not.toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('sets the title, meta description and Open Graph tags of the post', async () => {
    installFakeFetch({ [POST]: { body: { success: true, data: deposit } } });
    const view = renderPost();
    await screen.findByRole('heading', { level: 1, name: 'Deposit rules for landlords' });
    expect(document.title).toBe('Deposit rules for landlords | Letting Platform');
    expect(meta('name="description"')).toBe('Protect the deposit within 30 days.');
    expect(meta('property="og:title"')).toBe('Deposit rules for landlords');
    expect(meta('property="og:description"')).toBe('Protect the deposit within 30 days.');
    expect(meta('property="og:type"')).toBe('article');
    expect(meta('property="og:url"')).toBe(`${window.location.origin}/blog/deposit-rules`);
    expect(meta('property="og:image"')).toBe(`${window.location.origin}/uploads/deposit.jpg`);

    view.unmount();
    expect(document.title).toBe('Deposit rules | Letting Platform');
    expect(document.head.querySelector('meta')).toBeNull();
  });

  it('sets no og:image for a post without a cover', async () => {
    installFakeFetch({ [POST]: { body: { success: true, data: { ...deposit, coverImageUrl: null } } } });
    const { container } = renderPost();
    await screen.findByRole('heading', { level: 1, name: 'Deposit rules for landlords' });
    expect(meta('property="og:image"')).toBeNull();
    expect(meta('property="og:type"')).toBe('article');
    expect(container.querySelector('img[src="/uploads/deposit.jpg"]')).toBeNull();
  });

  it('shows a not-found message with a link back to the blog for an unknown slug', async () => {
    installFakeFetch({
      'GET /api/blog/posts/no-such-post': {
        status: 404,
        body: { success: false, statusCode: 404, code: 'BLOG_POST_NOT_FOUND', message: 'Blog post not found' },
      },
    });
    const { router } = renderPost('no-such-post');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to the blog' }));
    expect(router.state.location.pathname).toBe('/blog');
    expect(screen.getByText('Blog list')).toBeInTheDocument();
  });

  it('shows an error with a retry for other failures', async () => {
    let fail = true;
    installFakeFetch({
      [POST]: () =>
        fail
          ? { status: 403, body: { success: false, statusCode: 403, code: 'FORBIDDEN', message: 'Not allowed' } }
          : { body: { success: true, data: deposit } },
    });
    renderPost();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this post');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit rules for landlords' })).toBeInTheDocument();
  });
});
