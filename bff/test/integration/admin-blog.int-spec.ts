import { requestJson, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import { gql, login, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

const UNAUTHENTICATED = {
  success: false,
  statusCode: 401,
  code: 'UNAUTHENTICATED',
  message: 'Authentication required',
};
const FORBIDDEN = { success: false, statusCode: 403, code: 'FORBIDDEN', message: expect.any(String) };
const NOT_AN_IMAGE = 'Cover image must be a PNG, JPEG, WebP or GIF image';
const COVER_URL = /^\/api\/uploads\/blog-covers\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/;

/** A real 2x2 PNG (made by libvips, so its checksums hold and it decodes). */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d494844520000000200000002080600000072b60d240000000970485973000003e8000003e8' +
    '01b57b526b0000001149444154089963505a95f61f8419600c004a5008c5ebcca6ec0000000049454e44ae426082',
  'hex',
);

const POST_FIELDS = /* GraphQL */ `
  fragment PostFields on BlogPost {
    id
    slug
    title
    description
    bodyMarkdown
    coverImageUrl
    status
    publishedAt
    authorUserId
    createdAt
    updatedAt
    version
  }
`;
const LIST = /* GraphQL */ `
  query Posts($first: Int, $after: String, $q: String, $status: BlogPostStatus) {
    blogPosts(first: $first, after: $after, q: $q, status: $status) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          status
        }
      }
    }
  }
`;
const DETAIL = /* GraphQL */ `
  query Post($id: ID!) {
    blogPost(id: $id) {
      ...PostFields
    }
  }
  ${POST_FIELDS}
`;
const HISTORY = /* GraphQL */ `
  query History($id: ID!) {
    blogPost(id: $id) {
      history {
        id
        action
        actorUserId
        actorName
        data
        at
      }
    }
  }
`;
const CREATE = /* GraphQL */ `
  mutation Create($input: CreateBlogPostInput!) {
    createBlogPost(input: $input) {
      ...PostFields
    }
  }
  ${POST_FIELDS}
`;
const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $input: UpdateBlogPostInput!) {
    updateBlogPost(id: $id, input: $input) {
      ...PostFields
    }
  }
  ${POST_FIELDS}
`;
const PUBLISH = /* GraphQL */ `
  mutation Publish($id: ID!, $version: Int!) {
    publishBlogPost(id: $id, version: $version) {
      ...PostFields
    }
  }
  ${POST_FIELDS}
`;
const UNPUBLISH = /* GraphQL */ `
  mutation Unpublish($id: ID!, $version: Int!) {
    unpublishBlogPost(id: $id, version: $version) {
      ...PostFields
    }
  }
  ${POST_FIELDS}
`;
const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!) {
    deleteBlogPost(id: $id)
  }
`;

type GqlResponse = Awaited<ReturnType<typeof gql>>;
const errorOf = (res: GqlResponse) => res.body.errors?.[0];
const codeOf = (res: GqlResponse) => errorOf(res)?.extensions?.code;
/** The fields a refusal names, sorted; undefined when it names none. */
const fieldsOf = (res: GqlResponse) => {
  const fields = errorOf(res)?.extensions?.fields as Record<string, string[]> | undefined;
  return fields && Object.keys(fields).sort();
};
type ListAnswer = { blogPosts: { edges: { node: { id: string } }[] } };
const ids = (res: GqlResponse) => (res.body.data as ListAnswer).blogPosts.edges.map((edge) => edge.node.id);

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

describe('bff: admin blog CMS (GraphQL posts and history, REST cover images)', () => {
  let services: Services;
  let bff: RunningApp;
  let storageDir: string;
  let admin: Session;
  let superuser: Session;
  let manager: Session;

  type As = Session | undefined;
  const headersOf = (as: As) => as?.auth ?? {};
  const call = (query: string, variables: Record<string, unknown>, as: As) => gql(bff, query, variables, headersOf(as));

  const draft = (overrides: Record<string, unknown> = {}) => ({
    title: unique('Gas safety checks'),
    description: 'What a landlord must do every year, and what the tenant can expect.',
    bodyMarkdown: '## The certificate\n\nA Gas Safe engineer checks every appliance.',
    ...overrides,
  });
  async function createPost(overrides: Record<string, unknown> = {}) {
    const res = await call(CREATE, { input: draft(overrides) }, admin);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.createBlogPost as { id: string; slug: string; title: string; version: number; status: string };
  }
  const getPost = async (id: string) => (await call(DETAIL, { id }, admin)).body.data.blogPost;
  const countMatching = async (q: string) => (await call(LIST, { q }, admin)).body.data.blogPosts.totalCount as number;
  const publicPost = (slug: string) => requestJson(`${bff.url}/api/blog/posts/${slug}`);

  const coverFiles = () =>
    existsSync(join(storageDir, 'blog-covers')) ? readdirSync(join(storageDir, 'blog-covers')).sort() : [];
  const imageForm = (bytes: Buffer, type = 'image/png', name = 'cover.png', field = 'image') => {
    const data = new FormData();
    data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    return data;
  };
  const upload = async (body: FormData | string, as: As, headers: Record<string, string> = {}) => {
    const response = await fetch(`${bff.url}/api/admin/blog/cover-images`, {
      method: 'POST',
      headers: { ...headersOf(as), ...headers },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined };
  };

  async function staff(role: 'admin' | 'superuser' | 'manager'): Promise<Session> {
    const user = await createUser(services.identity, { role });
    return login(bff, user.email, IDENTITY_PASSWORD);
  }

  /** UNAUTHENTICATED without a bearer and FORBIDDEN for a manager, answering no data. */
  async function expectRefusedToOthers(query: string, variables: Record<string, unknown>) {
    for (const [as, code] of [
      [undefined, 'UNAUTHENTICATED'],
      [manager, 'FORBIDDEN'],
    ] as const) {
      const res = await call(query, variables, as);
      expect(codeOf(res)).toBe(code);
      expect(Object.values(res.body.data ?? {}).filter((value) => value !== null)).toEqual([]);
    }
  }

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'pm-blog-covers-'));
    services = await startServices();
    bff = await startBff({ ...serviceEnv(services), STORAGE_DIR: storageDir });
    [admin, superuser, manager] = await Promise.all([staff('admin'), staff('superuser'), staff('manager')]);
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  describe('blogPosts', () => {
    it('[ROLE-03] lists posts for admins and superusers, filtered by status and search, a page at a time', async () => {
      const tag = randomUUID().slice(0, 8);
      const first = await createPost({ title: `Deposit rules ${tag} one` });
      const second = await createPost({ title: `Deposit rules ${tag} two` });
      await call(PUBLISH, { id: second.id, version: second.version }, admin);

      for (const session of [admin, superuser]) {
        const all = await call(LIST, { q: tag }, session);
        expect(all.body.errors).toBeUndefined();
        expect(all.body.data.blogPosts).toMatchObject({ totalCount: 2, pageInfo: { hasNextPage: false } });
        // Newest change first: the published one was touched last.
        expect(ids(all)).toEqual([second.id, first.id]);
      }
      expect(ids(await call(LIST, { q: tag, status: 'draft' }, admin))).toEqual([first.id]);
      const published = await call(LIST, { q: tag, status: 'published' }, admin);
      expect(published.body.data.blogPosts.edges).toEqual([{ node: { id: second.id, status: 'published' } }]);

      const page1 = await call(LIST, { q: tag, first: 1 }, admin);
      expect(ids(page1)).toEqual([second.id]);
      expect(page1.body.data.blogPosts).toMatchObject({
        totalCount: 2,
        pageInfo: { hasNextPage: true, endCursor: expect.any(String) },
      });
      const page2 = await call(LIST, { q: tag, first: 1, after: page1.body.data.blogPosts.pageInfo.endCursor }, admin);
      expect(ids(page2)).toEqual([first.id]);
      expect(page2.body.data.blogPosts.pageInfo.hasNextPage).toBe(false);
    });

    it('refuses a bad status, search, page size, cursor or sort with BAD_USER_INPUT', async () => {
      const status = await call(LIST, { status: 'archived' }, admin);
      expect(codeOf(status)).toBe('BAD_USER_INPUT');
      const search = await call(LIST, { q: 'x'.repeat(201) }, admin);
      expect(codeOf(search)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(search)).toEqual(['q']);
      const size = await call(LIST, { first: 1000 }, admin);
      expect(codeOf(size)).toBe('BAD_USER_INPUT');
      expect(errorOf(size)?.message).toBe('first must be between 1 and 100');
      expect(codeOf(await call(LIST, { after: 'not-a-cursor' }, admin))).toBe('BAD_USER_INPUT');
      // The service lists newest change first only: there is no sort to ask for.
      const sort = await gql(bff, '{ blogPosts(sort: "title") { totalCount } }', {}, admin.auth);
      expect(codeOf(sort)).toBe('GRAPHQL_VALIDATION_FAILED');
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a bearer and FORBIDDEN for a manager', async () => {
      await expectRefusedToOthers(LIST, {});
    });
  });

  describe('blogPost', () => {
    it('answers a draft with its body and version; null for an unknown id, BAD_USER_INPUT for a malformed one', async () => {
      const post = await createPost({ coverImageUrl: 'https://images.example.com/boiler.jpg' });
      const res = await call(DETAIL, { id: post.id }, superuser);
      expect(res.body).toEqual({
        data: {
          blogPost: expect.objectContaining({
            id: post.id,
            status: 'draft',
            version: 1,
            bodyMarkdown: expect.stringContaining('Gas Safe engineer'),
            coverImageUrl: 'https://images.example.com/boiler.jpg',
            authorUserId: admin.user.id,
          }),
        },
      });
      expect((await call(DETAIL, { id: randomUUID() }, admin)).body).toEqual({ data: { blogPost: null } });
      const bad = await call(DETAIL, { id: 'not-a-uuid' }, admin);
      expect(codeOf(bad)).toBe('BAD_USER_INPUT');
      expect(errorOf(bad)?.extensions?.fields).toEqual({ id: ['id must be a UUID'] });
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a bearer and FORBIDDEN for a manager', async () => {
      const post = await createPost();
      await expectRefusedToOthers(DETAIL, { id: post.id });
    });
  });

  describe('createBlogPost', () => {
    it('[ROLE-03] creates a draft with a slug made from the title', async () => {
      const title = unique('Right to Rent & you');
      const res = await call(CREATE, { input: draft({ title }) }, superuser);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.createBlogPost).toEqual(
        expect.objectContaining({
          title,
          status: 'draft',
          publishedAt: null,
          version: 1,
          coverImageUrl: null,
          authorUserId: superuser.user.id,
        }),
      );
      expect(res.body.data.createBlogPost.slug).toMatch(/^right-to-rent-and-you-[a-z0-9]+$/);
    });

    it('refuses bad input with BAD_USER_INPUT and a message per field, creating nothing', async () => {
      const tag = unique('Refused');
      const cases: [Record<string, unknown>, string[]][] = [
        [{ title: '   ' }, ['title']],
        [{ description: 'x'.repeat(301) }, ['description']],
        [{ bodyMarkdown: '' }, ['bodyMarkdown']],
        [{ slug: 'Not A Slug' }, ['slug']],
        [{ slug: null }, ['slug']],
        [{ coverImageUrl: 'javascript:alert(1)' }, ['coverImageUrl']],
        [{ title: ' ', description: '' }, ['description', 'title']],
      ];
      for (const [overrides, fields] of cases) {
        const res = await call(CREATE, { input: draft({ title: tag, ...overrides }) }, admin);
        expect(codeOf(res)).toBe('BAD_USER_INPUT');
        expect(errorOf(res)?.extensions?.reason).toBe('VALIDATION_FAILED');
        expect(fieldsOf(res)).toEqual(fields);
      }
      // Wrong types and unknown fields are refused by the schema itself.
      for (const overrides of [{ title: 42 }, { status: 'published' }]) {
        const res = await call(CREATE, { input: draft({ title: tag, ...overrides }) }, admin);
        expect(codeOf(res)).toBe('BAD_USER_INPUT');
      }
      expect(await countMatching(tag)).toBe(0);
    });

    it('refuses a slug already in use with SLUG_TAKEN on the slug field', async () => {
      const existing = await createPost();
      const title = unique('Second post');
      const res = await call(CREATE, { input: draft({ title, slug: existing.slug }) }, admin);
      expect(codeOf(res)).toBe('SLUG_TAKEN');
      expect(errorOf(res)?.extensions?.fields).toEqual({ slug: ['slug is already used by another post'] });
      expect(await countMatching(title)).toBe(0);
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a bearer and FORBIDDEN for a manager, creating nothing', async () => {
      const title = unique('Not allowed');
      await expectRefusedToOthers(CREATE, { input: draft({ title }) });
      expect(await countMatching(title)).toBe(0);
    });
  });

  describe('updateBlogPost', () => {
    it('saves an edit with the loaded version and answers the next version', async () => {
      const post = await createPost();
      const res = await call(
        UPDATE,
        {
          id: post.id,
          input: {
            title: `${post.title} (updated)`,
            slug: `${post.slug}-updated`,
            coverImageUrl: '/api/uploads/blog-covers/00000000-0000-4000-8000-000000000000.png',
            version: 1,
          },
        },
        admin,
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.updateBlogPost).toMatchObject({
        title: `${post.title} (updated)`,
        slug: `${post.slug}-updated`,
        coverImageUrl: '/api/uploads/blog-covers/00000000-0000-4000-8000-000000000000.png',
        version: 2,
      });
      const cleared = await call(UPDATE, { id: post.id, input: { coverImageUrl: null, version: 2 } }, admin);
      expect(cleared.body.data.updateBlogPost).toMatchObject({ coverImageUrl: null, version: 3 });
    });

    it('answers STALE_VERSION with the current version for an edit of an older one, changing nothing', async () => {
      const post = await createPost();
      await call(UPDATE, { id: post.id, input: { description: 'Changed by someone else.', version: 1 } }, superuser);
      const stale = await call(UPDATE, { id: post.id, input: { title: 'My edit', version: 1 } }, admin);
      expect(errorOf(stale)).toMatchObject({
        message: expect.stringMatching(/reload/i),
        extensions: { code: 'STALE_VERSION', details: { currentVersion: 2 } },
      });
      expect(stale.body.data ?? null).toBeNull();
      expect(await getPost(post.id)).toMatchObject({ title: post.title, version: 2 });
    });

    it('refuses bad input with BAD_USER_INPUT and a message per field, changing nothing', async () => {
      const post = await createPost();
      const cases: [Record<string, unknown>, string[] | undefined][] = [
        [{ title: 'No version' }, ['version']],
        [{ title: '', version: 1 }, ['title']],
        [{ title: null, version: 1 }, ['title']],
        [{ slug: '-bad-', description: 'y'.repeat(301), version: 1 }, ['description', 'slug']],
        [{ coverImageUrl: '//evil.example/x.png', version: 1 }, ['coverImageUrl']],
        [{ title: 'Zero', version: 0 }, ['version']],
        [{ status: 'published', version: 1 }, ['status']],
      ];
      for (const [input, fields] of cases) {
        const res = await call(UPDATE, { id: post.id, input }, admin);
        expect(codeOf(res)).toBe('BAD_USER_INPUT');
        expect(fieldsOf(res)).toEqual(fields);
      }
      const badId = await call(UPDATE, { id: 'nope', input: { title: 'x', version: 1 } }, admin);
      expect(fieldsOf(badId)).toEqual(['id']);
      expect(await getPost(post.id)).toMatchObject({ title: post.title, slug: post.slug, version: 1 });
    });

    it('answers BLOG_POST_NOT_FOUND for an unknown post', async () => {
      const res = await call(UPDATE, { id: randomUUID(), input: { title: 'x', version: 1 } }, admin);
      expect(codeOf(res)).toBe('BLOG_POST_NOT_FOUND');
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a bearer and FORBIDDEN for a manager, changing nothing', async () => {
      const post = await createPost();
      await expectRefusedToOthers(UPDATE, { id: post.id, input: { title: 'Hijacked', version: 1 } });
      expect(await getPost(post.id)).toMatchObject({ title: post.title, version: 1 });
    });
  });

  describe('publishBlogPost and unpublishBlogPost', () => {
    it('publishes a post onto the public blog and takes it off again', async () => {
      const post = await createPost();
      const published = await call(PUBLISH, { id: post.id, version: 1 }, admin);
      expect(published.body.data.publishBlogPost).toMatchObject({
        status: 'published',
        version: 2,
        publishedAt: expect.any(String),
      });
      const visible = await publicPost(post.slug);
      expect(visible.status).toBe(200);
      expect(visible.body.data).toMatchObject({ id: post.id, title: post.title });

      const unpublished = await call(UNPUBLISH, { id: post.id, version: 2 }, superuser);
      expect(unpublished.body.data.unpublishBlogPost).toMatchObject({ status: 'draft', version: 3, publishedAt: null });
      expect((await publicPost(post.slug)).status).toBe(404);
    });

    it('answers STALE_VERSION for a stale version and BAD_USER_INPUT for a bad one, leaving the post a draft', async () => {
      const post = await createPost();
      await call(UPDATE, { id: post.id, input: { description: 'Edited meanwhile.', version: 1 } }, admin);
      expect(codeOf(await call(PUBLISH, { id: post.id, version: 1 }, admin))).toBe('STALE_VERSION');
      expect(codeOf(await call(PUBLISH, { id: post.id, version: 'two' }, admin))).toBe('BAD_USER_INPUT');
      const zero = await call(PUBLISH, { id: post.id, version: 0 }, admin);
      expect(codeOf(zero)).toBe('BAD_USER_INPUT');
      expect(fieldsOf(zero)).toEqual(['version']);
      const extra = await gql(
        bff,
        `mutation { publishBlogPost(id: "${post.id}", version: 2, extra: true) { id } }`,
        {},
        admin.auth,
      );
      expect(codeOf(extra)).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(await getPost(post.id)).toMatchObject({ status: 'draft', version: 2 });
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a bearer and FORBIDDEN for a manager, leaving the post as it was', async () => {
      const post = await createPost();
      for (const mutation of [PUBLISH, UNPUBLISH]) await expectRefusedToOthers(mutation, { id: post.id, version: 1 });
      expect(await getPost(post.id)).toMatchObject({ status: 'draft', version: 1 });
    });
  });

  describe('BlogPost.history', () => {
    it('answers who changed what and when, oldest first, with the editors’ names', async () => {
      const post = await createPost();
      await call(UPDATE, { id: post.id, input: { title: `${post.title}!`, version: 1 } }, superuser);
      await call(PUBLISH, { id: post.id, version: 2 }, admin);
      const res = await call(HISTORY, { id: post.id }, admin);
      expect(res.body.errors).toBeUndefined();
      const history = res.body.data.blogPost.history;
      expect(history).toEqual([
        expect.objectContaining({ action: 'blog_post.created', actorUserId: admin.user.id, actorName: 'Test User' }),
        expect.objectContaining({
          action: 'blog_post.updated',
          actorUserId: superuser.user.id,
          actorName: 'Test User',
          data: { version: 2, changes: { title: { from: post.title, to: `${post.title}!` } } },
        }),
        expect.objectContaining({ action: 'blog_post.published', actorUserId: admin.user.id }),
      ]);
      expect(history[0].at).toEqual(expect.any(String));
      expect(codeOf(await call(HISTORY, { id: 'bad-id' }, admin))).toBe('BAD_USER_INPUT');
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a bearer and FORBIDDEN for a manager', async () => {
      const post = await createPost();
      await expectRefusedToOthers(HISTORY, { id: post.id });
    });
  });

  describe('deleteBlogPost', () => {
    it('deletes a post, which is then gone from the CMS and the public blog', async () => {
      const post = await createPost();
      await call(PUBLISH, { id: post.id, version: 1 }, admin);
      const res = await call(DELETE, { id: post.id }, admin);
      expect(res.body).toEqual({ data: { deleteBlogPost: post.id } });
      expect(await getPost(post.id)).toBeNull();
      expect((await publicPost(post.slug)).status).toBe(404);
      expect(codeOf(await call(DELETE, { id: post.id }, admin))).toBe('BLOG_POST_NOT_FOUND');
      expect(codeOf(await call(DELETE, { id: 'not-a-uuid' }, admin))).toBe('BAD_USER_INPUT');
    });

    it('[ROLE-04] answers UNAUTHENTICATED without a bearer and FORBIDDEN for a manager, deleting nothing', async () => {
      const post = await createPost();
      await expectRefusedToOthers(DELETE, { id: post.id });
      expect(await getPost(post.id)).toMatchObject({ id: post.id });
    });
  });

  describe('POST /api/admin/blog/cover-images and GET /api/uploads/blog-covers/:file', () => {
    it('stores a cover re-encoded and serves it publicly with its type, nosniff and a long cache', async () => {
      const photo = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#2a6' } })
        .jpeg()
        .withExif({ IFD0: { Copyright: 'Agent phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
        .toBuffer();
      const res = await upload(imageForm(photo, 'image/jpeg', 'house.jpg'), admin);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ success: true, data: { url: expect.stringMatching(COVER_URL) } });
      const url: string = res.body.data.url;
      expect(url.endsWith('.jpg')).toBe(true);

      // Stored scaled to 2400 px on its longest side, without the EXIF of the upload.
      const stored = readFileSync(join(storageDir, url.slice('/api/uploads/'.length)));
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 2400, height: 1200 });
      expect((await sharp(stored).metadata()).exif).toBeUndefined();

      // Served to anyone: published posts show their cover to visitors.
      const served = await fetch(`${bff.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);

      const png = await upload(imageForm(PNG), superuser);
      expect(png.status).toBe(201);
      const servedPng = await fetch(`${bff.url}${png.body.data.url}`);
      expect(servedPng.headers.get('content-type')).toBe('image/png');
      expect((await sharp(Buffer.from(await servedPng.arrayBuffer())).metadata()).format).toBe('png');
    });

    it('refuses a file that is not an image, or a corrupt one, with 400 on the image field, storing nothing', async () => {
      const before = coverFiles();
      const text = await upload(imageForm(Buffer.from('<svg onload="alert(1)"/>'), 'image/svg+xml', 'x.svg'), admin);
      expect(text.status).toBe(400);
      expect(text.body).toMatchObject({
        code: 'INVALID_IMAGE',
        message: NOT_AN_IMAGE,
        details: { fields: { image: [NOT_AN_IMAGE] } },
      });
      // PNG magic numbers with the image data cut off: does not decode.
      const corrupt = await upload(imageForm(PNG.subarray(0, 40)), admin);
      expect(corrupt.status).toBe(400);
      expect(corrupt.body.details.fields.image).toEqual([NOT_AN_IMAGE]);
      const none = await upload(new FormData(), admin);
      expect(none.status).toBe(400);
      expect(none.body.details.fields.image).toEqual([expect.any(String)]);
      const wrongField = await upload(imageForm(PNG, 'image/png', 'a.png', 'file'), admin);
      expect(wrongField.status).toBe(400);
      const json = await upload(JSON.stringify({ image: 'x' }), admin, { 'content-type': 'application/json' });
      expect(json.status).toBe(400);
      expect(json.body.code).toBe('MULTIPART_REQUIRED');
      expect(coverFiles()).toEqual(before);
    });

    it('refuses a file over 5 MB with 413 and says the limit, storing nothing', async () => {
      const before = coverFiles();
      const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const res = await upload(imageForm(big), admin);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'Cover image is too large: at most 5 MB' });
      expect(coverFiles()).toEqual(before);
    });

    it('[ROLE-04] answers 401 without a bearer and 403 for a manager, storing nothing', async () => {
      const before = coverFiles();
      expect(await upload(imageForm(PNG), undefined)).toEqual({ status: 401, body: UNAUTHENTICATED });
      expect(await upload(imageForm(PNG), manager)).toMatchObject({ status: 403, body: FORBIDDEN });
      expect(coverFiles()).toEqual(before);
    });

    it('answers 404 JSON for an unknown or malformed file name', async () => {
      for (const name of [
        `${randomUUID()}.png`,
        'not-a-uuid.png',
        `${randomUUID()}.exe`,
        `${randomUUID()}`,
        '..%2F..%2Fsecrets.json',
        '%2E%2E',
      ]) {
        const res = await requestJson(`${bff.url}/api/uploads/blog-covers/${name}`);
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/application\/json/);
        expect(res.body).toMatchObject({ success: false, statusCode: 404 });
      }
    });
  });
});
