import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router-dom';

import { saveAuthData } from '@/lib/auth-storage';

import { fakeJwt, installFakeFetch } from '../../../../test/fake-fetch';
import type { FakeAnswer } from '../../../../test/fake-fetch';
import { renderApp } from '../../../../test/render-app';
import type { AdminBlogPost, BlogPostHistoryEntry } from '../api/admin-blog-posts';
import { BlogPostEditorScreen } from './blog-post-editor-screen';

const TOKEN = fakeJwt({ sub: 'admin-1' });
const ID = '0b7a3f7e-4d1c-4c55-9a8e-1f2a3b4c5d6e';
const NEW_ID = '11111111-2222-4333-8444-555555555555';
const POST = `/api/admin/blog/posts/${ID}`;
const COVER = '/api/uploads/blog-covers/3f1e2d3c-4b5a-4697-8887-766554433221.jpg';

function post(changes: Partial<AdminBlogPost> = {}): AdminBlogPost {
  return {
    id: ID,
    slug: 'gas-safety-checks',
    title: 'Gas safety checks',
    description: 'What landlords must do every year.',
    bodyMarkdown: '## The certificate\n\nA Gas Safe engineer checks every appliance.',
    coverImageUrl: null,
    status: 'draft',
    publishedAt: null,
    authorUserId: 'admin-1',
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    version: 3,
    ...changes,
  };
}

const ok = (data: unknown, status = 200): FakeAnswer => ({ status, body: { success: true, data } });
const failure = (status: number, code: string, message: string, details?: unknown): FakeAnswer => ({
  status,
  body: { success: false, statusCode: status, code, message, ...(details ? { details } : {}) },
});

const HISTORY: BlogPostHistoryEntry[] = [
  {
    id: 'h1',
    actorUserId: 'admin-1',
    actorName: 'Alex Admin',
    action: 'blog_post.created',
    data: { title: 'Gas safety', slug: 'gas-safety-checks' },
    at: '2026-03-01T09:00:00.000Z',
  },
  {
    id: 'h2',
    actorUserId: 'super-1',
    actorName: 'Sam Super',
    action: 'blog_post.updated',
    data: {
      version: 2,
      changes: {
        title: { from: 'Gas safety', to: 'Gas safety checks' },
        bodyMarkdown: { fromLength: 40, toLength: 61 },
        coverImageUrl: { from: null, to: COVER },
      },
    },
    at: '2026-03-02T09:00:00.000Z',
  },
];

function EditRoute() {
  const { id = '' } = useParams();
  return <BlogPostEditorScreen key={id} id={id} />;
}

function renderEditor(id = ID) {
  return renderApp(
    [
      { path: '/admin/blog', element: <p>All posts page</p> },
      { path: '/admin/blog/edit/:id', element: <EditRoute /> },
    ],
    `/admin/blog/edit/${id}`,
  );
}

const routes = (extra: Record<string, FakeAnswer | ((call: { body: unknown }) => FakeAnswer)> = {}) => ({
  [`GET ${POST}`]: ok(post()),
  [`GET ${POST}/history`]: ok(HISTORY),
  ...extra,
});

beforeEach(() => {
  localStorage.clear();
  saveAuthData({ token: TOKEN, refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000, user: null });
});

describe('BlogPostEditorScreen: a new post', () => {
  it('previews the Markdown with the sanitising renderer, saves a draft without a slug and moves to its address', async () => {
    const user = userEvent.setup();
    const created = post({ id: NEW_ID, title: 'Right to Rent', slug: 'right-to-rent', version: 1 });
    const fetch = installFakeFetch({
      'POST /api/admin/blog/posts': ok(created, 201),
      [`GET /api/admin/blog/posts/${NEW_ID}`]: ok(created),
      [`GET /api/admin/blog/posts/${NEW_ID}/history`]: ok([]),
    });
    const { router } = renderEditor('new');
    expect(screen.getByRole('heading', { level: 1, name: 'New post' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'Right to Rent');
    await user.type(screen.getByLabelText('Description'), 'Checks before a tenancy starts.');
    await user.type(
      screen.getByLabelText('Body'),
      '# Who to check\n\nEvery adult.<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
    );
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByTestId('markdown-preview');
    // Headings start at h2 under the page's own h1, as on the public blog.
    expect(within(preview).getByRole('heading', { level: 2, name: 'Who to check' })).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')).not.toHaveAttribute('onerror');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/blog/edit/${NEW_ID}`));
    const [create] = fetch.callsTo('POST', '/api/admin/blog/posts');
    expect(create?.body).toEqual({
      title: 'Right to Rent',
      description: 'Checks before a tenancy starts.',
      bodyMarkdown: expect.stringContaining('# Who to check'),
      coverImageUrl: null,
    });
    await waitFor(() => expect(screen.getByLabelText('Slug')).toHaveValue('right-to-rent'));
    expect(screen.getByRole('heading', { level: 1, name: 'Right to Rent' })).toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('shows the messages of a 400 beside their fields and stays on the new post', async () => {
    const user = userEvent.setup();
    installFakeFetch({
      'POST /api/admin/blog/posts': failure(400, 'VALIDATION_FAILED', 'Invalid input: title is required', {
        fields: {
          title: ['title is required, at most 200 characters'],
          bodyMarkdown: ['bodyMarkdown is required, at most 100000 characters'],
        },
      }),
    });
    const { router } = renderEditor('new');
    await user.type(screen.getByLabelText('Slug'), 'my-post');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Title is required, at most 200 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required, at most 200 characters');
    expect(screen.getByText('Body is required, at most 100000 characters')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('Please correct the fields marked below.');
    expect(router.state.location.pathname).toBe('/admin/blog/edit/new');

    // Editing a field clears its message.
    await user.type(screen.getByLabelText('Title'), 'A');
    expect(screen.queryByText('Title is required, at most 200 characters')).not.toBeInTheDocument();
  });
});

describe('BlogPostEditorScreen: an existing post', () => {
  it('loads the post and saves only the changed fields with the loaded version', async () => {
    const user = userEvent.setup();
    const fetch = installFakeFetch(
      routes({ [`PATCH ${POST}`]: ok(post({ title: 'Gas safety: the annual check', version: 4 })) }),
    );
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gas safety checks' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('What landlords must do every year.');

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Gas safety: the annual check');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(fetch.callsTo('PATCH', POST)[0]?.body).toEqual({ title: 'Gas safety: the annual check', version: 3 });
    expect(screen.getByRole('heading', { level: 1, name: 'Gas safety: the annual check' })).toBeInTheDocument();
  });

  it('saves with Ctrl+S', async () => {
    const user = userEvent.setup();
    const fetch = installFakeFetch(routes({ [`PATCH ${POST}`]: ok(post({ description: 'New.', version: 4 })) }));
    renderEditor();
    const description = await screen.findByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'New.{Control>}s{/Control}');
    await waitFor(() => expect(fetch.callsTo('PATCH', POST)).toHaveLength(1));
    expect(fetch.callsTo('PATCH', POST)[0]?.body).toEqual({ description: 'New.', version: 3 });
  });

  it('explains a 409 conflict and reloads the latest version on request', async () => {
    const user = userEvent.setup();
    let latest = post();
    const fetch = installFakeFetch({
      [`GET ${POST}`]: () => ok(latest),
      [`GET ${POST}/history`]: ok(HISTORY),
      [`PATCH ${POST}`]: failure(409, 'STALE_VERSION', 'This post was changed by someone else; reload it', {
        currentVersion: 4,
      }),
    });
    renderEditor();
    await user.type(await screen.findByLabelText('Title'), ' (mine)');
    latest = post({ title: 'Their title', version: 4 });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this post while you were editing it.');
    expect(alert).toHaveTextContent('Reload the post to see the latest version');
    await user.click(within(alert).getByRole('button', { name: 'Reload post' }));

    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Their title'));
    expect(fetch.callsTo('GET', POST).length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText(/Someone else changed/)).not.toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('publishes with the version, links to the public post, and unpublishes', async () => {
    const user = userEvent.setup();
    const fetch = installFakeFetch(
      routes({
        [`POST ${POST}/publish`]: ok(
          post({ status: 'published', publishedAt: '2026-03-05T09:00:00.000Z', version: 4 }),
        ),
        [`POST ${POST}/unpublish`]: ok(post({ version: 5 })),
      }),
    );
    renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Publish' }));

    const view = await screen.findByRole('link', { name: /View on the blog/ });
    expect(view).toHaveAttribute('href', '/blog/gas-safety-checks');
    expect(view).toHaveAttribute('target', '_blank');
    expect(fetch.callsTo('POST', `${POST}/publish`)[0]?.body).toEqual({ version: 3 });
    expect(screen.getByText('Published', { selector: 'span' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /View on the blog/ })).not.toBeInTheDocument());
    expect(fetch.callsTo('POST', `${POST}/unpublish`)[0]?.body).toEqual({ version: 4 });
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('saves unsaved edits before publishing ("Save and publish")', async () => {
    const user = userEvent.setup();
    const fetch = installFakeFetch(
      routes({
        [`PATCH ${POST}`]: ok(post({ description: 'Edited.', version: 4 })),
        [`POST ${POST}/publish`]: ok(post({ description: 'Edited.', status: 'published', version: 5 })),
      }),
    );
    renderEditor();
    const description = await screen.findByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Edited.');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));

    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(fetch.callsTo('PATCH', POST)[0]?.body).toEqual({ description: 'Edited.', version: 3 });
    expect(fetch.callsTo('POST', `${POST}/publish`)[0]?.body).toEqual({ version: 4 });
  });

  it('deletes only after confirmation, then returns to the list', async () => {
    const user = userEvent.setup();
    const fetch = installFakeFetch(routes({ [`DELETE ${POST}`]: { status: 204 } }));
    const { router } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    expect(dialog).toHaveTextContent('“Gas safety checks” will be deleted for good');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetch.callsTo('DELETE', POST)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
    expect(fetch.callsTo('DELETE', POST)).toHaveLength(1);
    expect(screen.getByText('All posts page')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes: Stay keeps them, Leave goes', async () => {
    const user = userEvent.setup();
    installFakeFetch(routes());
    const { router } = renderEditor();
    await user.type(await screen.findByLabelText('Title'), ' draft');
    await user.click(screen.getByRole('link', { name: 'All posts' }));

    let dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/admin/blog/edit/${ID}`);
    expect(screen.getByLabelText('Title')).toHaveValue('Gas safety checks draft');

    await user.click(screen.getByRole('link', { name: 'All posts' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
  });

  it('leaves without asking when nothing changed', async () => {
    const user = userEvent.setup();
    installFakeFetch(routes());
    const { router } = renderEditor();
    await user.click(await screen.findByRole('link', { name: 'All posts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
  });

  it('uploads a cover image, previews it, saves its URL, and removes it', async () => {
    const user = userEvent.setup();
    const fetch = installFakeFetch(
      routes({
        'POST /api/admin/blog/cover-images': ok({ url: COVER }, 201),
        [`PATCH ${POST}`]: ok(post({ coverImageUrl: COVER, version: 4 })),
      }),
    );
    renderEditor();
    const file = new File(['jpeg bytes'], 'house.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText('Upload cover image'), file);

    expect(await screen.findByRole('img', { name: 'Cover image preview' })).toHaveAttribute('src', COVER);
    const [upload] = fetch.callsTo('POST', '/api/admin/blog/cover-images');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('image')).toBe(file);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetch.callsTo('PATCH', POST)[0]?.body).toEqual({ coverImageUrl: COVER, version: 3 }));

    await user.click(await screen.findByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('img', { name: 'Cover image preview' })).not.toBeInTheDocument();
    expect(screen.getByText('No cover image')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('refuses a file over 5 MB before uploading and shows the server’s message for a bad image', async () => {
    const user = userEvent.setup();
    const fetch = installFakeFetch(
      routes({
        'POST /api/admin/blog/cover-images': failure(
          400,
          'INVALID_IMAGE',
          'Cover image must be a PNG, JPEG, WebP or GIF image',
        ),
      }),
    );
    renderEditor();
    const input = await screen.findByLabelText('Upload cover image');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(await screen.findByText('Cover image is too large: at most 5 MB')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/admin/blog/cover-images')).toHaveLength(0);

    await user.upload(input, new File(['not really'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('Cover image must be a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Cover image preview' })).not.toBeInTheDocument();
  });

  it('shows the history newest first: who, what and when', async () => {
    installFakeFetch(routes());
    renderEditor();
    const history = await screen.findByRole('region', { name: 'History' });
    const list = await within(history).findByRole('list', { name: 'Changes, newest first' });
    const entries = list.querySelectorAll(':scope > li');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Sam Super · Edited the post');
    expect(entries[0]).toHaveTextContent('2 Mar 2026, 09:00');
    expect(within(history).getByText('“Gas safety” → “Gas safety checks”')).toBeInTheDocument();
    expect(within(history).getByText('61 characters (+21)')).toBeInTheDocument();
    expect(within(history).getByText('added')).toBeInTheDocument();
    expect(entries[1]).toHaveTextContent('Alex Admin · Created the post');
  });

  it('says when the post does not exist', async () => {
    installFakeFetch({ [`GET ${POST}`]: failure(404, 'BLOG_POST_NOT_FOUND', 'Blog post not found') });
    renderEditor();
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all posts' })).toHaveAttribute('href', '/admin/blog');
  });
});
