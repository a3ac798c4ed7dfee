import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { baseUrl, graphqlIn, launchChromium, signIn } from './browser';

interface Post {
  id: string;
  slug: string;
  title: string;
  coverImageUrl: string | null;
  version: number;
}

const POST_FIELDS = 'id slug title coverImageUrl version';

/** Unique per post: the e2e database is shared by every spec file. */
const uniqueTitle = () => `Inventory photos that win deposit disputes ${randomUUID().slice(0, 8)}`;

const coverPng = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f6f4f' } })
    .png()
    .toBuffer();

/** Uploads a cover through the bff's multipart route, as the editor does; answers its URL. */
async function uploadCover(page: Page): Promise<string> {
  const bytes = [...(await coverPng())];
  return page.evaluate(async (png) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
    const response = await fetch('/api/admin/blog/cover-images', {
      method: 'POST',
      headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` },
      body: form,
    });
    return ((await response.json()) as { data: { url: string } }).data.url;
  }, bytes);
}

/** A post made through the CMS's API, so each test starts from the state it needs. */
async function createPost(page: Page, options: { cover?: boolean; published?: boolean } = {}): Promise<Post> {
  const { createBlogPost: post } = await graphqlIn<{ createBlogPost: Post }>(
    page,
    `mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) { ${POST_FIELDS} } }`,
    {
      input: {
        title: uniqueTitle(),
        description: 'Date-stamped photos of every room, taken at check-in and check-out.',
        bodyMarkdown: '## Before the tenancy\n\nPhotograph **every** wall.',
        coverImageUrl: options.cover ? await uploadCover(page) : null,
      },
    },
  );
  if (!options.published) return post;
  const { publishBlogPost } = await graphqlIn<{ publishBlogPost: Post }>(
    page,
    `mutation ($id: ID!, $version: Int!) { publishBlogPost(id: $id, version: $version) { ${POST_FIELDS} } }`,
    { id: post.id, version: post.version },
  );
  return publishBlogPost;
}

describe('blog CMS in Chromium: write, publish, unpublish, delete', () => {
  let browser: Browser;
  let admin: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;

  /** The editor of a post, loaded and showing it. */
  async function openEditor(post: Post): Promise<void> {
    await admin.goto(`${baseUrl()}/admin/blog/edit/${post.id}`);
    await admin.getByRole('heading', { level: 1, name: post.title }).waitFor();
  }

  beforeAll(async () => {
    browser = await launchChromium();
    admin = await browser.newPage();
    visitorContext = await browser.newContext();
    visitor = await visitorContext.newPage();
    await signIn(admin, 'admin@example.com');
    await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('[ROUTE-10] [ROLE-03] shows the blog CMS to a signed-in admin', async () => {
    await admin.goto(`${baseUrl()}/admin/blog`);
    await admin.getByRole('heading', { level: 1, name: 'Blogs' }).waitFor();
    const table = admin.getByRole('table', { name: 'Blog posts' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    expect(await admin.getByRole('link', { name: 'New post' }).getAttribute('href')).toBe('/admin/blog/edit/new');
  });

  it('creates a draft with a cover image and previews its Markdown', async () => {
    const suffix = randomUUID().slice(0, 8);
    const title = `Inventory photos that win deposit disputes ${suffix}`;
    await admin.goto(`${baseUrl()}/admin/blog`);
    await admin.getByRole('link', { name: 'New post' }).click();
    await admin.waitForURL(`${baseUrl()}/admin/blog/edit/new`);
    await admin.getByRole('textbox', { name: 'Title' }).fill(title);
    await admin
      .getByRole('textbox', { name: 'Description' })
      .fill('Date-stamped photos of every room, taken at check-in and check-out.');
    await admin
      .getByRole('textbox', { name: 'Body' })
      .fill(`## Before the tenancy ${suffix}\n\nPhotograph **every** wall.\n\n<script>window.pwned = true</script>`);

    await admin
      .getByLabel('Upload cover image')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng() });
    const preview = admin.getByRole('img', { name: 'Cover image preview' });
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/api\/uploads\/blog-covers\/[0-9a-f-]{36}\.png$/);
    await admin.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="Cover image preview"]');
      return img?.complete && img.naturalWidth > 0;
    });

    await admin.getByRole('tab', { name: 'Preview' }).click();
    const rendered = admin.getByTestId('markdown-preview');
    await rendered.getByRole('heading', { level: 2, name: `Before the tenancy ${suffix}` }).waitFor();
    expect(await rendered.locator('strong').textContent()).toBe('every');
    expect(await rendered.locator('script').count()).toBe(0);

    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.waitForURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
    await admin.getByText('All changes saved').waitFor();
    expect(await admin.getByRole('textbox', { name: 'Slug' }).inputValue()).toBe(
      `inventory-photos-that-win-deposit-disputes-${suffix}`,
    );
    expect(await admin.evaluate(() => (window as { pwned?: boolean }).pwned)).toBeUndefined();
  });

  it('[ROUTE-01] publishes a draft: the post appears on /blog and at /blog/<slug> with its cover and Open Graph title', async () => {
    const post = await createPost(admin, { cover: true });
    const coverUrl = post.coverImageUrl ?? '';
    await openEditor(post);
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    const view = admin.getByRole('link', { name: /View on the blog/ });
    await view.waitFor();
    expect(await view.getAttribute('href')).toBe(`/blog/${post.slug}`);
    await admin.getByRole('region', { name: 'History' }).getByText('Published the post').waitFor();

    await visitor.goto(`${baseUrl()}/blog`);
    const card = visitor.getByRole('article').filter({ has: visitor.getByRole('link', { name: post.title }) });
    await card.waitFor();
    expect(await card.locator('img').getAttribute('src')).toBe(coverUrl);

    await card.getByRole('link', { name: post.title }).click();
    await visitor.waitForURL(`${baseUrl()}/blog/${post.slug}`);
    await visitor.getByRole('heading', { level: 1, name: post.title }).waitFor();
    await visitor.waitForFunction(
      (expected) => document.querySelector('meta[property="og:title"]')?.getAttribute('content') === expected,
      post.title,
    );
    expect(await visitor.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${baseUrl()}${coverUrl}`);
    await visitor.waitForFunction((src) => {
      const img = document.querySelector<HTMLImageElement>(`article img[src="${src}"]`);
      return img?.complete && img.naturalWidth > 0;
    }, coverUrl);

    // Loaded afresh as a crawler would: the cover is served with its type and caching headers.
    const served = await visitor.request.get(`${baseUrl()}${coverUrl}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
  });

  it('unpublishes a live post: gone from /blog, and its address shows the 404 page', async () => {
    const post = await createPost(admin, { published: true });
    await visitor.goto(`${baseUrl()}/blog/${post.slug}`);
    await visitor.getByRole('heading', { level: 1, name: post.title }).waitFor();

    await openEditor(post);
    await admin.getByRole('button', { name: 'Unpublish' }).click();
    await admin.getByRole('button', { name: 'Publish', exact: true }).waitFor();
    expect(await admin.getByRole('link', { name: /View on the blog/ }).count()).toBe(0);

    await visitor.goto(`${baseUrl()}/blog`);
    await visitor.getByRole('article').first().waitFor();
    expect(await visitor.getByRole('link', { name: post.title }).count()).toBe(0);

    await visitor.goto(`${baseUrl()}/blog/${post.slug}`);
    await visitor.getByRole('heading', { level: 1, name: 'Post not found' }).waitFor();
    expect(await visitor.getByText('404', { exact: true }).count()).toBe(1);
  });

  it('deletes a post found in the list after confirmation, and the CMS no longer lists it', async () => {
    const post = await createPost(admin);
    const search = post.title.slice(-8);
    await admin.goto(`${baseUrl()}/admin/blog?q=${search}`);
    await admin.getByRole('table', { name: 'Blog posts' }).getByRole('link', { name: post.title }).click();
    await admin.waitForURL(`${baseUrl()}/admin/blog/edit/${post.id}`);

    await admin.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Delete this post?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Delete post' }).click();
    await admin.waitForURL(`${baseUrl()}/admin/blog`);

    await admin.getByRole('searchbox', { name: 'Search' }).fill(search);
    await admin.getByRole('heading', { name: 'No matching posts' }).waitFor();
    expect(await admin.getByRole('link', { name: post.title }).count()).toBe(0);
  });
});
