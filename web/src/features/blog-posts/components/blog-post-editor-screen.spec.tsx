import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';

import { ToastProvider } from '@/components/ui/toast-provider';
import { saveAuthData } from '@/lib/auth-storage';

import { fakeJwt, installFakeFetch } from '../../../../test/fake-fetch';
import type { FakeAnswer } from '../../../../test/fake-fetch';
import {
  BlogPostDocument,
  BlogPostHistoryDocument,
  CreateBlogPostDocument,
  DeleteBlogPostDocument,
  PublishBlogPostDocument,
  UnpublishBlogPostDocument,
  UpdateBlogPostDocument,
} from '../api/blog-posts.generated';
import type { BlogPostDetailFragment, BlogPostHistoryEntryFragment } from '../api/blog-posts.generated';
import { BlogPostEditorScreen } from './blog-post-editor-screen';

const ID = '0b7a3f7e-4d1c-4c55-9a8e-1f2a3b4c5d6e';
const NEW_ID = '11111111-2222-4333-8444-555555555555';
const COVER = '/api/uploads/blog-covers/3f1e2d3c-4b5a-4697-8887-766554433221.jpg';
const UPLOAD = 'POST /api/admin/blog/cover-images';

function post(changes: Partial<BlogPostDetailFragment> = {}): BlogPostDetailFragment {
  return {
    __typename: 'BlogPost',
    id: ID,
    slug: 'gas-safety-checks',
    title: 'Gas safety checks',
    description: 'What landlords must do every year.',
    bodyMarkdown: '## The certificate\n\nA Gas Safe engineer checks every appliance.',
    coverImageUrl: null,
    status: 'draft',
    publishedAt: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    version: 3,
    ...changes,
  };
}

const HISTORY: BlogPostHistoryEntryFragment[] = [
  {
    __typename: 'AuditEntry',
    id: 'h1',
    actorUserId: 'admin-1',
    actorName: 'Alex Admin',
    action: 'blog_post.created',
    data: { title: 'Gas safety', slug: 'gas-safety-checks' },
    at: '2026-03-01T09:00:00.000Z',
  },
  {
    __typename: 'AuditEntry',
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

/** The post as the editor loads it (afresh each time, so possibly more than once). */
const loaded = (answer: BlogPostDetailFragment | null, id = ID): MockedResponse => ({
  request: { query: BlogPostDocument, variables: { id } },
  result: { data: { blogPost: answer } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const history = (entries: BlogPostHistoryEntryFragment[], id = ID): MockedResponse => ({
  request: { query: BlogPostHistoryDocument, variables: { id } },
  result: { data: { blogPost: { __typename: 'BlogPost', id, history: entries } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** A mutation sent with exactly these variables, answering `answer` with its history; `calls` counts the requests. */
function changed(
  query: MockedResponse['request']['query'],
  field: string,
  variables: Record<string, unknown>,
  answer: BlogPostDetailFragment,
) {
  const calls = jest.fn(() => ({ data: { [field]: { ...answer, history: HISTORY } } }));
  const mock: MockedResponse = { request: { query, variables }, result: calls };
  return { mock, calls };
}

const refused = (
  query: MockedResponse['request']['query'],
  variables: Record<string, unknown>,
  message: string,
  extensions: Record<string, unknown>,
): MockedResponse => ({ request: { query, variables }, result: { errors: [{ message, extensions }] } });

function EditRoute() {
  const { id = '' } = useParams();
  return <BlogPostEditorScreen key={id} id={id} />;
}

function renderEditor(mocks: MockedResponse[], id = ID) {
  const router = createMemoryRouter(
    [
      { path: '/admin/blog', element: <p>All posts page</p> },
      { path: '/admin/blog/edit/:id', element: <EditRoute /> },
    ],
    { initialEntries: [`/admin/blog/edit/${id}`] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
  return router;
}

/** The post and its history as they load, plus the given mocks. */
const existing = (...mocks: MockedResponse[]) => [loaded(post()), history(HISTORY), ...mocks];

describe('BlogPostEditorScreen: a new post', () => {
  it('previews the Markdown with the sanitising renderer, headings from h2', async () => {
    const user = userEvent.setup();
    renderEditor([], 'new');
    expect(screen.getByRole('heading', { level: 1, name: 'New post' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Body'));
    await user.paste(
      '# Who to check\n\nEvery adult.<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
    );
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = await screen.findByTestId('markdown-preview');
    // Headings start at h2 under the page's own h1, as on the public blog.
    expect(within(preview).getByRole('heading', { level: 2, name: 'Who to check' })).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('saves a draft without a slug and moves to its address', async () => {
    const user = userEvent.setup();
    const input = {
      title: 'Right to Rent',
      description: 'Checks before a tenancy starts.',
      bodyMarkdown: '## Who to check\n\nEvery adult.',
      coverImageUrl: null,
    };
    const created = post({ ...input, id: NEW_ID, slug: 'right-to-rent', version: 1 });
    const create = changed(CreateBlogPostDocument, 'createBlogPost', { input }, created);
    // Counts the reads of the new post, so the test waits for its new address to have replaced the form.
    const reads = jest.fn(() => ({ data: { blogPost: created } }));
    const read: MockedResponse = {
      request: { query: BlogPostDocument, variables: { id: NEW_ID } },
      result: reads,
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const router = renderEditor([create.mock, read, history([], NEW_ID)], 'new');
    for (const [label, text] of [
      ['Title', input.title],
      ['Description', input.description],
      ['Body', input.bodyMarkdown],
    ] as const) {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    }

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/blog/edit/${NEW_ID}`));
    expect(create.calls).toHaveBeenCalledTimes(1);
    // At its new address the post is read afresh (the form that created it is gone by then).
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Right to Rent' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Slug')).toHaveValue('right-to-rent');
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('says which fields must be filled in before sending anything', async () => {
    const user = userEvent.setup();
    renderEditor([], 'new');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Body is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it("shows the server's messages beside their fields, labelled as the editor names them, and stays on the new post", async () => {
    const user = userEvent.setup();
    const input = {
      title: 'A title',
      slug: 'my-post',
      description: 'Short.',
      bodyMarkdown: 'Body.',
      coverImageUrl: null,
    };
    const router = renderEditor(
      [
        refused(CreateBlogPostDocument, { input }, 'Invalid input: title is required, at most 200 characters', {
          code: 'BAD_USER_INPUT',
          reason: 'VALIDATION_FAILED',
          fields: {
            title: ['title is required, at most 200 characters'],
            bodyMarkdown: ['bodyMarkdown is required, at most 100000 characters'],
          },
        }),
      ],
      'new',
    );
    await user.type(screen.getByLabelText('Title'), input.title);
    await user.type(screen.getByLabelText('Slug'), input.slug);
    await user.type(screen.getByLabelText('Description'), input.description);
    await user.type(screen.getByLabelText('Body'), input.bodyMarkdown);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Title is required, at most 200 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required, at most 200 characters');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByText('Body is required, at most 100000 characters')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/blog/edit/new');

    // Editing a field clears its message.
    await user.type(screen.getByLabelText('Title'), '!');
    expect(screen.queryByText('Title is required, at most 200 characters')).not.toBeInTheDocument();
  });
});

describe('BlogPostEditorScreen: an existing post', () => {
  it('loads the post and saves only the changed fields with the loaded version', async () => {
    const user = userEvent.setup();
    const title = 'Gas safety: the annual check';
    const update = changed(
      UpdateBlogPostDocument,
      'updateBlogPost',
      { id: ID, input: { title, version: 3 } },
      post({ title, version: 4 }),
    );
    renderEditor(existing(update.mock));
    expect(await screen.findByRole('heading', { level: 1, name: 'Gas safety checks' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('What landlords must do every year.');

    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), title);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    expect(update.calls).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('saves with Ctrl+S', async () => {
    const user = userEvent.setup();
    const update = changed(
      UpdateBlogPostDocument,
      'updateBlogPost',
      { id: ID, input: { description: 'New.', version: 3 } },
      post({ description: 'New.', version: 4 }),
    );
    renderEditor(existing(update.mock));
    const description = await screen.findByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'New.{Control>}s{/Control}');
    await waitFor(() => expect(update.calls).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('explains a 409 conflict and reloads the latest version on request', async () => {
    const user = userEvent.setup();
    renderEditor([
      { request: { query: BlogPostDocument, variables: { id: ID } }, result: { data: { blogPost: post() } } },
      {
        request: { query: BlogPostDocument, variables: { id: ID } },
        result: { data: { blogPost: post({ title: 'Their title', version: 4 }) } },
      },
      history(HISTORY),
      refused(
        UpdateBlogPostDocument,
        { id: ID, input: { title: 'Gas safety checks (mine)', version: 3 } },
        'This post was changed by someone else; reload it and try again',
        { code: 'STALE_VERSION', details: { currentVersion: 4 } },
      ),
    ]);
    await user.type(await screen.findByLabelText('Title'), ' (mine)');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this post while you were editing it.');
    expect(alert).toHaveTextContent('Reload the post to see the latest version');
    await user.click(within(alert).getByRole('button', { name: 'Reload post' }));

    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Their title'));
    expect(screen.queryByText(/Someone else changed/)).not.toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('shows a slug already in use on the slug field', async () => {
    const user = userEvent.setup();
    renderEditor(
      existing(
        refused(
          UpdateBlogPostDocument,
          { id: ID, input: { slug: 'deposits', version: 3 } },
          'Another post already uses the slug "deposits"',
          { code: 'SLUG_TAKEN', fields: { slug: ['slug is already used by another post'] } },
        ),
      ),
    );
    const slug = await screen.findByLabelText('Slug');
    await user.clear(slug);
    await user.type(slug, 'deposits');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Slug is already used by another post')).toBeInTheDocument();
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('publishes with the version, links to the public post, and unpublishes', async () => {
    const user = userEvent.setup();
    const publish = changed(
      PublishBlogPostDocument,
      'publishBlogPost',
      { id: ID, version: 3 },
      post({ status: 'published', publishedAt: '2026-03-05T09:00:00.000Z', version: 4 }),
    );
    const unpublish = changed(
      UnpublishBlogPostDocument,
      'unpublishBlogPost',
      { id: ID, version: 4 },
      post({ version: 5 }),
    );
    renderEditor(existing(publish.mock, unpublish.mock));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));

    const view = await screen.findByRole('link', { name: /View on the blog/ });
    expect(view).toHaveAttribute('href', '/blog/gas-safety-checks');
    expect(view).toHaveAttribute('target', '_blank');
    expect(publish.calls).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Published', { selector: 'span' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /View on the blog/ })).not.toBeInTheDocument());
    expect(unpublish.calls).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('saves unsaved edits before publishing ("Save and publish")', async () => {
    const user = userEvent.setup();
    const update = changed(
      UpdateBlogPostDocument,
      'updateBlogPost',
      { id: ID, input: { description: 'Edited.', version: 3 } },
      post({ description: 'Edited.', version: 4 }),
    );
    const publish = changed(
      PublishBlogPostDocument,
      'publishBlogPost',
      { id: ID, version: 4 },
      post({ description: 'Edited.', status: 'published', version: 5 }),
    );
    renderEditor(existing(update.mock, publish.mock));
    const description = await screen.findByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Edited.');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));

    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(update.calls).toHaveBeenCalledTimes(1);
    expect(publish.calls).toHaveBeenCalledTimes(1);
  });

  it('deletes only after confirmation, then returns to the list', async () => {
    const user = userEvent.setup();
    const remove = jest.fn(() => ({ data: { deleteBlogPost: ID } }));
    const router = renderEditor(
      existing({ request: { query: DeleteBlogPostDocument, variables: { id: ID } }, result: remove }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    expect(dialog).toHaveTextContent('“Gas safety checks” will be deleted for good');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(remove).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(screen.getByText('All posts page')).toBeInTheDocument();
  });

  it("shows a refusal that belongs to no field in the form's alert", async () => {
    const user = userEvent.setup();
    renderEditor(
      existing(refused(DeleteBlogPostDocument, { id: ID }, 'Blog post not found', { code: 'BLOG_POST_NOT_FOUND' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Blog post not found');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes: Stay keeps them, Leave goes', async () => {
    const user = userEvent.setup();
    const router = renderEditor(existing());
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
    const router = renderEditor(existing());
    await user.click(await screen.findByRole('link', { name: 'All posts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/blog'));
  });

  describe('cover image (uploaded through the REST multipart route)', () => {
    const TOKEN = fakeJwt({ sub: 'admin-1' });
    const failure = (status: number, code: string, message: string): FakeAnswer => ({
      status,
      body: { success: false, statusCode: status, code, message },
    });

    beforeEach(() => {
      localStorage.clear();
      saveAuthData({ token: TOKEN, refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000, user: null });
    });

    it('uploads a cover image, previews it, saves its URL, and removes it', async () => {
      const user = userEvent.setup();
      const fetch = installFakeFetch({ [UPLOAD]: { status: 201, body: { success: true, data: { url: COVER } } } });
      const update = changed(
        UpdateBlogPostDocument,
        'updateBlogPost',
        { id: ID, input: { coverImageUrl: COVER, version: 3 } },
        post({ coverImageUrl: COVER, version: 4 }),
      );
      renderEditor(existing(update.mock));
      const file = new File(['jpeg bytes'], 'house.jpg', { type: 'image/jpeg' });
      await user.upload(await screen.findByLabelText('Upload cover image'), file);

      expect(await screen.findByRole('img', { name: 'Cover image preview' })).toHaveAttribute('src', COVER);
      const [upload] = fetch.callsTo('POST', '/api/admin/blog/cover-images');
      expect(upload?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
      expect((upload?.body as FormData).get('image')).toBe(file);

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(update.calls).toHaveBeenCalledTimes(1));

      await user.click(await screen.findByRole('button', { name: 'Remove image' }));
      expect(screen.queryByRole('img', { name: 'Cover image preview' })).not.toBeInTheDocument();
      expect(screen.getByText('No cover image')).toBeInTheDocument();
      expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    });

    it('refuses a file over 5 MB before uploading and shows the server’s message for a bad image', async () => {
      const user = userEvent.setup();
      const fetch = installFakeFetch({
        [UPLOAD]: failure(400, 'INVALID_IMAGE', 'Cover image must be a PNG, JPEG, WebP or GIF image'),
      });
      renderEditor(existing());
      const input = await screen.findByLabelText('Upload cover image');
      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
      await user.upload(input, big);
      expect(await screen.findByText('Cover image is too large: at most 5 MB')).toBeInTheDocument();
      expect(fetch.callsTo('POST', '/api/admin/blog/cover-images')).toHaveLength(0);

      await user.upload(input, new File(['not really'], 'fake.png', { type: 'image/png' }));
      expect(await screen.findByText('Cover image must be a PNG, JPEG, WebP or GIF image')).toBeInTheDocument();
      expect(screen.queryByRole('img', { name: 'Cover image preview' })).not.toBeInTheDocument();
    });
  });

  it('shows the history newest first: who, what and when', async () => {
    renderEditor(existing());
    const panel = await screen.findByRole('region', { name: 'History' });
    const list = await within(panel).findByRole('list', { name: 'Changes, newest first' });
    const entries = list.querySelectorAll(':scope > li');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Sam Super · Edited the post');
    expect(entries[0]).toHaveTextContent('2 Mar 2026, 09:00');
    expect(within(panel).getByText('“Gas safety” → “Gas safety checks”')).toBeInTheDocument();
    expect(within(panel).getByText('61 characters (+21)')).toBeInTheDocument();
    expect(within(panel).getByText('added')).toBeInTheDocument();
    expect(entries[1]).toHaveTextContent('Alex Admin · Created the post');
  });

  it('says when the post does not exist', async () => {
    renderEditor([loaded(null)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all posts' })).toHaveAttribute('href', '/admin/blog');
  });

  it('says the same for an address that is not a post id', async () => {
    renderEditor(
      [
        refused(BlogPostDocument, { id: 'not-a-uuid' }, 'id must be a UUID', {
          code: 'BAD_USER_INPUT',
          reason: 'BAD_ID',
          fields: { id: ['id must be a UUID'] },
        }),
      ],
      'not-a-uuid',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Post not found' })).toBeInTheDocument();
  });
});
