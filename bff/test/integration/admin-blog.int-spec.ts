import { requestJson, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import { login, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

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

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

describe('bff: admin blog CMS (posts, history, cover images)', () => {
  let services: Services;
  let bff: RunningApp;
  let storageDir: string;
  let admin: Session;
  let superuser: Session;
  let manager: Session;

  type As = Session | undefined;
  const headersOf = (as: As) => as?.auth ?? {};
  const call = (method: string, path: string, as: As, body?: unknown) =>
    requestJson(`${bff.url}${path}`, { method, headers: headersOf(as), body });
  const posts = '/api/admin/blog/posts';

  const draft = (overrides: Record<string, unknown> = {}) => ({
    title: unique('Gas safety checks'),
    description: 'What a landlord must do every year, and what the tenant can expect.',
    bodyMarkdown: '## The certificate\n\nA Gas Safe engineer checks every appliance.',
    ...overrides,
  });
  async function createPost(overrides: Record<string, unknown> = {}) {
    const res = await call('POST', posts, admin, draft(overrides));
    expect(res.status).toBe(201);
    return res.body.data as { id: string; slug: string; title: string; version: number; status: string };
  }
  const getPost = async (id: string) => (await call('GET', `${posts}/${id}`, admin)).body.data;
  const countMatching = async (q: string) =>
    (await call('GET', `${posts}?q=${encodeURIComponent(q)}`, admin)).body.pageInfo.total as number;

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

  describe('GET /api/admin/blog/posts', () => {
    it('[ROLE-03] lists posts for admins and superusers, filtered by status and search, a page at a time', async () => {
      const tag = randomUUID().slice(0, 8);
      const first = await createPost({ title: `Deposit rules ${tag} one` });
      const second = await createPost({ title: `Deposit rules ${tag} two` });
      await call('POST', `${posts}/${second.id}/publish`, admin, { version: second.version });

      for (const session of [admin, superuser]) {
        const all = await call('GET', `${posts}?q=${tag}`, session);
        expect(all.status).toBe(200);
        expect(all.body).toMatchObject({ success: true, pageInfo: { total: 2, nextCursor: null } });
        // Newest change first: the published one was touched last.
        expect(all.body.data.map((p: { id: string }) => p.id)).toEqual([second.id, first.id]);
      }
      const drafts = await call('GET', `${posts}?q=${tag}&status=draft`, admin);
      expect(drafts.body.data.map((p: { id: string }) => p.id)).toEqual([first.id]);
      const published = await call('GET', `${posts}?q=${tag}&status=published`, admin);
      expect(published.body.data).toEqual([expect.objectContaining({ id: second.id, status: 'published' })]);

      const page1 = await call('GET', `${posts}?q=${tag}&limit=1`, admin);
      expect(page1.body.data).toHaveLength(1);
      expect(page1.body.pageInfo).toEqual({ total: 2, nextCursor: expect.any(String) });
      const page2 = await call(
        'GET',
        `${posts}?q=${tag}&limit=1&cursor=${encodeURIComponent(page1.body.pageInfo.nextCursor)}`,
        admin,
      );
      expect(page2.body.data.map((p: { id: string }) => p.id)).toEqual([first.id]);
      expect(page2.body.pageInfo.nextCursor).toBeNull();
    });

    it('refuses a bad status, page size or cursor with 400 and a message per field', async () => {
      const status = await call('GET', `${posts}?status=archived`, admin);
      expect(status.status).toBe(400);
      expect(status.body.details.fields).toEqual({ status: ['status must be draft or published'] });
      const limit = await call('GET', `${posts}?limit=1000`, admin);
      expect(limit.status).toBe(400);
      expect(Object.keys(limit.body.details.fields)).toEqual(['limit']);
      expect((await call('GET', `${posts}?cursor=not-a-cursor`, admin)).status).toBe(400);
      expect((await call('GET', `${posts}?sort=title`, admin)).status).toBe(400);
    });

    it('[ROLE-04] answers 401 without a bearer and 403 for a manager', async () => {
      expect(await call('GET', posts, undefined)).toMatchObject({ status: 401, body: UNAUTHENTICATED });
      expect(await call('GET', posts, manager)).toMatchObject({ status: 403, body: FORBIDDEN });
    });
  });

  describe('GET /api/admin/blog/posts/:id', () => {
    it('answers a draft with its body and version; 404 for an unknown id, 400 for a malformed one', async () => {
      const post = await createPost({ coverImageUrl: 'https://images.example.com/boiler.jpg' });
      const res = await call('GET', `${posts}/${post.id}`, superuser);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: expect.objectContaining({
          id: post.id,
          status: 'draft',
          version: 1,
          bodyMarkdown: expect.stringContaining('Gas Safe engineer'),
          coverImageUrl: 'https://images.example.com/boiler.jpg',
          authorUserId: admin.user.id,
        }),
      });
      expect((await call('GET', `${posts}/${randomUUID()}`, admin)).status).toBe(404);
      const bad = await call('GET', `${posts}/not-a-uuid`, admin);
      expect(bad.status).toBe(400);
      expect(bad.body.details.fields).toEqual({ id: ['id must be a UUID'] });
    });

    it('[ROLE-04] answers 401 without a bearer and 403 for a manager', async () => {
      const post = await createPost();
      expect(await call('GET', `${posts}/${post.id}`, undefined)).toMatchObject({ status: 401 });
      expect(await call('GET', `${posts}/${post.id}`, manager)).toMatchObject({ status: 403, body: FORBIDDEN });
    });
  });

  describe('POST /api/admin/blog/posts', () => {
    it('[ROLE-03] creates a draft with a slug made from the title', async () => {
      const title = unique('Right to Rent & you');
      const res = await call('POST', posts, superuser, draft({ title }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        success: true,
        data: expect.objectContaining({
          title,
          status: 'draft',
          publishedAt: null,
          version: 1,
          coverImageUrl: null,
          authorUserId: superuser.user.id,
        }),
      });
      expect(res.body.data.slug).toMatch(/^right-to-rent-and-you-[a-z0-9]+$/);
    });

    it('refuses bad input with 400 and a message per field, creating nothing', async () => {
      const tag = unique('Refused');
      const cases: [Record<string, unknown>, string[]][] = [
        [{ title: '   ' }, ['title']],
        [{ description: 'x'.repeat(301) }, ['description']],
        [{ bodyMarkdown: '' }, ['bodyMarkdown']],
        [{ slug: 'Not A Slug' }, ['slug']],
        [{ coverImageUrl: 'javascript:alert(1)' }, ['coverImageUrl']],
        [{ title: 42, description: '' }, ['description', 'title']],
        [{ status: 'published' }, ['status']],
      ];
      for (const [overrides, fields] of cases) {
        const res = await call('POST', posts, admin, draft({ title: tag, ...overrides }));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, statusCode: 400, code: 'VALIDATION_FAILED' });
        expect(Object.keys(res.body.details.fields).sort()).toEqual(fields);
      }
      expect(await countMatching(tag)).toBe(0);
    });

    it('refuses a slug already in use with 409 and the slug field', async () => {
      const existing = await createPost();
      const title = unique('Second post');
      const res = await call('POST', posts, admin, draft({ title, slug: existing.slug }));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'SLUG_TAKEN', details: { fields: { slug: [expect.any(String)] } } });
      expect(await countMatching(title)).toBe(0);
    });

    it('[ROLE-04] answers 401 without a bearer and 403 for a manager, creating nothing', async () => {
      const title = unique('Not allowed');
      expect(await call('POST', posts, undefined, draft({ title }))).toMatchObject({ status: 401 });
      expect(await call('POST', posts, manager, draft({ title }))).toMatchObject({ status: 403, body: FORBIDDEN });
      expect(await countMatching(title)).toBe(0);
    });
  });

  describe('PATCH /api/admin/blog/posts/:id', () => {
    it('saves an edit with the loaded version and answers the next version', async () => {
      const post = await createPost();
      const res = await call('PATCH', `${posts}/${post.id}`, admin, {
        title: `${post.title} (updated)`,
        slug: `${post.slug}-updated`,
        coverImageUrl: '/api/uploads/blog-covers/00000000-0000-4000-8000-000000000000.png',
        version: 1,
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        title: `${post.title} (updated)`,
        slug: `${post.slug}-updated`,
        coverImageUrl: '/api/uploads/blog-covers/00000000-0000-4000-8000-000000000000.png',
        version: 2,
      });
      const cleared = await call('PATCH', `${posts}/${post.id}`, admin, { coverImageUrl: null, version: 2 });
      expect(cleared.body.data).toMatchObject({ coverImageUrl: null, version: 3 });
    });

    it('answers 409 STALE_VERSION for an edit of an older version, changing nothing', async () => {
      const post = await createPost();
      await call('PATCH', `${posts}/${post.id}`, superuser, { description: 'Changed by someone else.', version: 1 });
      const stale = await call('PATCH', `${posts}/${post.id}`, admin, { title: 'My edit', version: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        code: 'STALE_VERSION',
        message: expect.stringMatching(/reload/i),
        details: { currentVersion: 2 },
      });
      expect(await getPost(post.id)).toMatchObject({ title: post.title, version: 2 });
    });

    it('refuses bad input with 400 and a message per field, changing nothing', async () => {
      const post = await createPost();
      const cases: [Record<string, unknown>, string[]][] = [
        [{ title: 'No version' }, ['version']],
        [{ title: '', version: 1 }, ['title']],
        [{ slug: '-bad-', description: 'y'.repeat(301), version: 1 }, ['description', 'slug']],
        [{ coverImageUrl: '//evil.example/x.png', version: 1 }, ['coverImageUrl']],
        [{ status: 'published', version: 1 }, ['status']],
      ];
      for (const [body, fields] of cases) {
        const res = await call('PATCH', `${posts}/${post.id}`, admin, body);
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.details.fields).sort()).toEqual(fields);
      }
      expect((await call('PATCH', `${posts}/nope`, admin, { title: 'x', version: 1 })).status).toBe(400);
      expect(await getPost(post.id)).toMatchObject({ title: post.title, slug: post.slug, version: 1 });
    });

    it('[ROLE-04] answers 401 without a bearer and 403 for a manager, changing nothing', async () => {
      const post = await createPost();
      const edit = { title: 'Hijacked', version: 1 };
      expect(await call('PATCH', `${posts}/${post.id}`, undefined, edit)).toMatchObject({ status: 401 });
      expect(await call('PATCH', `${posts}/${post.id}`, manager, edit)).toMatchObject({ status: 403 });
      expect(await getPost(post.id)).toMatchObject({ title: post.title, version: 1 });
    });
  });

  describe('POST /api/admin/blog/posts/:id/publish and /unpublish', () => {
    it('publishes a post onto the public blog and takes it off again', async () => {
      const post = await createPost();
      const published = await call('POST', `${posts}/${post.id}/publish`, admin, { version: 1 });
      expect(published.status).toBe(200);
      expect(published.body.data).toMatchObject({ status: 'published', version: 2, publishedAt: expect.any(String) });
      const visible = await call('GET', `/api/blog/posts/${post.slug}`, undefined);
      expect(visible.status).toBe(200);
      expect(visible.body.data).toMatchObject({ id: post.id, title: post.title });

      const unpublished = await call('POST', `${posts}/${post.id}/unpublish`, superuser, { version: 2 });
      expect(unpublished.status).toBe(200);
      expect(unpublished.body.data).toMatchObject({ status: 'draft', version: 3, publishedAt: null });
      expect((await call('GET', `/api/blog/posts/${post.slug}`, undefined)).status).toBe(404);
    });

    it('answers 409 for a stale version and 400 for a bad one, leaving the post a draft', async () => {
      const post = await createPost();
      await call('PATCH', `${posts}/${post.id}`, admin, { description: 'Edited meanwhile.', version: 1 });
      const stale = await call('POST', `${posts}/${post.id}/publish`, admin, { version: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('STALE_VERSION');
      const bad = await call('POST', `${posts}/${post.id}/publish`, admin, { version: 'two' });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.details.fields)).toEqual(['version']);
      expect((await call('POST', `${posts}/${post.id}/publish`, admin, { version: 2, extra: true })).status).toBe(400);
      expect(await getPost(post.id)).toMatchObject({ status: 'draft', version: 2 });
    });

    it('[ROLE-04] answers 401 without a bearer and 403 for a manager, leaving the post as it was', async () => {
      const post = await createPost();
      for (const action of ['publish', 'unpublish']) {
        expect(await call('POST', `${posts}/${post.id}/${action}`, undefined, {})).toMatchObject({ status: 401 });
        expect(await call('POST', `${posts}/${post.id}/${action}`, manager, {})).toMatchObject({ status: 403 });
      }
      expect(await getPost(post.id)).toMatchObject({ status: 'draft', version: 1 });
    });
  });

  describe('GET /api/admin/blog/posts/:id/history', () => {
    it('answers who changed what and when, oldest first, with the editors’ names', async () => {
      const post = await createPost();
      await call('PATCH', `${posts}/${post.id}`, superuser, { title: `${post.title}!`, version: 1 });
      await call('POST', `${posts}/${post.id}/publish`, admin, { version: 2 });
      const res = await call('GET', `${posts}/${post.id}/history`, admin);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([
        expect.objectContaining({ action: 'blog_post.created', actorUserId: admin.user.id, actorName: 'Test User' }),
        expect.objectContaining({
          action: 'blog_post.updated',
          actorUserId: superuser.user.id,
          actorName: 'Test User',
          data: { version: 2, changes: { title: { from: post.title, to: `${post.title}!` } } },
        }),
        expect.objectContaining({ action: 'blog_post.published', actorUserId: admin.user.id }),
      ]);
      expect(res.body.data[0].at).toEqual(expect.any(String));
      expect((await call('GET', `${posts}/bad-id/history`, admin)).status).toBe(400);
    });

    it('[ROLE-04] answers 401 without a bearer and 403 for a manager', async () => {
      const post = await createPost();
      expect(await call('GET', `${posts}/${post.id}/history`, undefined)).toMatchObject({ status: 401 });
      expect(await call('GET', `${posts}/${post.id}/history`, manager)).toMatchObject({ status: 403 });
    });
  });

  describe('DELETE /api/admin/blog/posts/:id', () => {
    it('deletes a post (204), which is then gone from the CMS and the public blog', async () => {
      const post = await createPost();
      await call('POST', `${posts}/${post.id}/publish`, admin, { version: 1 });
      const res = await call('DELETE', `${posts}/${post.id}`, admin);
      expect(res.status).toBe(204);
      expect((await call('GET', `${posts}/${post.id}`, admin)).status).toBe(404);
      expect((await call('GET', `/api/blog/posts/${post.slug}`, undefined)).status).toBe(404);
      expect((await call('DELETE', `${posts}/${post.id}`, admin)).status).toBe(404);
      expect((await call('DELETE', `${posts}/not-a-uuid`, admin)).status).toBe(400);
    });

    it('[ROLE-04] answers 401 without a bearer and 403 for a manager, deleting nothing', async () => {
      const post = await createPost();
      expect(await call('DELETE', `${posts}/${post.id}`, undefined)).toMatchObject({ status: 401 });
      expect(await call('DELETE', `${posts}/${post.id}`, manager)).toMatchObject({ status: 403 });
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
