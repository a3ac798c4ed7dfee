import type { BlogPostBody, EngagementAuditEntryBody, Page } from '@pm/contracts';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { adminCaller, bodylessHeaders, noTokenHeaders, uniqueTitle, visitorHeaders } from '../factories';

describe('blog (integration)', () => {
  const running = useTestApp(AppModule);
  const admin$ = () => `${running.url}/v1/admin/blog/posts`;
  const public$ = () => `${running.url}/v1/blog/posts`;
  const admin = adminCaller();
  const editor = makeCaller({ role: 'superuser' });
  const manager = makeCaller({ role: 'manager' });

  const draft = (overrides: Record<string, unknown> = {}) => ({
    title: uniqueTitle('Inventory tips'),
    description: 'How to write a check-in inventory that stands up at the end of a tenancy.',
    bodyMarkdown: '## Photos\n\nTake dated photos of every room.',
    ...overrides,
  });

  const create = (body: Record<string, unknown>, caller = admin) =>
    requestJson(admin$(), { method: 'POST', headers: internalHeaders(caller), body });

  const publish = (id: string, body: Record<string, unknown> = {}) =>
    requestJson<BlogPostBody>(`${admin$()}/${id}/publish`, { method: 'POST', headers: internalHeaders(admin), body });

  describe('admin CMS', () => {
    it('creates a draft with a slug from the title, invisible to the public until published', async () => {
      const title = uniqueTitle('Landlord’s guide: Heating & hot water');
      const res = await create(draft({ title, coverImageUrl: 'https://images.example.com/boiler.jpg' }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        status: 'draft',
        publishedAt: null,
        version: 1,
        authorUserId: admin.userId,
        coverImageUrl: 'https://images.example.com/boiler.jpg',
      });
      expect(res.body.slug).toMatch(/^landlords-guide-heating-and-hot-water-[a-z0-9]+$/);

      expect((await requestJson(`${public$()}/by-slug/${res.body.slug}`, { headers: visitorHeaders() })).status).toBe(
        404,
      );

      const published = await publish(res.body.id);
      expect(published.status).toBe(200);
      expect(published.body).toMatchObject({ status: 'published', version: 2 });
      expect(published.body.publishedAt).toEqual(expect.any(String));

      const bySlug = await requestJson<BlogPostBody>(`${public$()}/by-slug/${res.body.slug}`, {
        headers: visitorHeaders(),
      });
      expect(bySlug.status).toBe(200);
      expect(bySlug.body.id).toBe(res.body.id);

      const list = await requestJson<Page<BlogPostBody>>(`${public$()}?limit=100`, { headers: visitorHeaders() });
      expect(list.body.items[0]!.id).toBe(res.body.id);
      expect(list.body.items.every((p) => p.status === 'published')).toBe(true);

      const unpublished = await requestJson<BlogPostBody>(`${admin$()}/${res.body.id}/unpublish`, {
        method: 'POST',
        headers: internalHeaders(admin),
        body: { version: 2 },
      });
      expect(unpublished.body).toMatchObject({ status: 'draft', publishedAt: null, version: 3 });
      expect((await requestJson(`${public$()}/by-slug/${res.body.slug}`, { headers: visitorHeaders() })).status).toBe(
        404,
      );
    });

    it('makes generated slugs unique with -2, -3 and refuses a taken explicit slug with 409', async () => {
      const title = uniqueTitle('Same title');
      const first = await create(draft({ title }));
      const second = await create(draft({ title }));
      const third = await create(draft({ title }));
      expect(second.body.slug).toBe(`${first.body.slug}-2`);
      expect(third.body.slug).toBe(`${first.body.slug}-3`);

      const clash = await create(draft({ slug: first.body.slug }));
      expect(clash.status).toBe(409);
      expect(clash.body.code).toBe('SLUG_TAKEN');

      const custom = `custom-${randomUUID().slice(0, 8)}`;
      expect((await create(draft({ slug: custom }))).body.slug).toBe(custom);
    });

    it('generates distinct slugs for concurrent posts with the same title', async () => {
      const title = uniqueTitle('Race');
      const results = await Promise.all(Array.from({ length: 4 }, () => create(draft({ title }))));
      expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      expect(new Set(results.map((r) => r.body.slug)).size).toBe(4);
    });

    it('updates with the current version, refuses a stale one with 409 STALE_VERSION, and audits a diff', async () => {
      const { body: post } = await create(draft());
      const ok = await requestJson<BlogPostBody>(`${admin$()}/${post.id}`, {
        method: 'PATCH',
        headers: internalHeaders(editor),
        body: { title: 'Inventories that win deposit disputes', bodyMarkdown: 'New body', version: 1 },
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ title: 'Inventories that win deposit disputes', version: 2, slug: post.slug });

      const stale = await requestJson(`${admin$()}/${post.id}`, {
        method: 'PATCH',
        headers: internalHeaders(admin),
        body: { description: 'Lost update', version: 1 },
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ code: 'STALE_VERSION', details: { currentVersion: 2 } });
      const stalePublish = await publish(post.id, { version: 1 });
      expect(stalePublish.status).toBe(409);

      const history = await requestJson<EngagementAuditEntryBody[]>(`${admin$()}/${post.id}/history`, {
        headers: internalHeaders(admin),
      });
      expect(history.body.map((h) => h.action)).toEqual(['blog_post.created', 'blog_post.updated']);
      expect(history.body[1]).toMatchObject({
        actorUserId: editor.userId,
        data: {
          version: 2,
          changes: {
            title: { from: post.title, to: 'Inventories that win deposit disputes' },
            bodyMarkdown: { fromLength: post.bodyMarkdown.length, toLength: 8 },
          },
        },
      });
    });

    it('changes the slug on request, refusing one taken by another post', async () => {
      const { body: a } = await create(draft());
      const { body: b } = await create(draft());
      const clash = await requestJson(`${admin$()}/${b.id}`, {
        method: 'PATCH',
        headers: internalHeaders(admin),
        body: { slug: a.slug, version: 1 },
      });
      expect(clash.status).toBe(409);
      expect(clash.body.code).toBe('SLUG_TAKEN');
      const slug = `moved-${randomUUID().slice(0, 8)}`;
      const moved = await requestJson<BlogPostBody>(`${admin$()}/${b.id}`, {
        method: 'PATCH',
        headers: internalHeaders(admin),
        body: { slug, coverImageUrl: '/api/files/covers/x.png', version: 1 },
      });
      expect(moved.body).toMatchObject({ slug, coverImageUrl: '/api/files/covers/x.png', version: 2 });
    });

    it('lists every status for admins, filtered by status and search, and reads one by id', async () => {
      const tag = randomUUID().slice(0, 8);
      const { body: d } = await create(draft({ title: `Draft ${tag}` }));
      const { body: p } = await create(draft({ title: `Published ${tag}` }));
      await publish(p.id);
      const all = await requestJson<Page<BlogPostBody>>(`${admin$()}?q=${tag}`, { headers: internalHeaders(admin) });
      expect(all.body.items.map((x) => x.id)).toEqual([p.id, d.id]);
      const drafts = await requestJson<Page<BlogPostBody>>(`${admin$()}?q=${tag}&status=draft`, {
        headers: internalHeaders(admin),
      });
      expect(drafts.body.items.map((x) => x.id)).toEqual([d.id]);
      const one = await requestJson<BlogPostBody>(`${admin$()}/${d.id}`, { headers: internalHeaders(admin) });
      expect(one.body.title).toBe(`Draft ${tag}`);
    });

    it('deletes a post with 204 and records who did it', async () => {
      const { body: post } = await create(draft());
      const del = await requestJson(`${admin$()}/${post.id}`, { method: 'DELETE', headers: bodylessHeaders(admin) });
      expect(del.status).toBe(204);
      expect((await requestJson(`${admin$()}/${post.id}`, { headers: internalHeaders(admin) })).status).toBe(404);
      const history = await requestJson<EngagementAuditEntryBody[]>(`${admin$()}/${post.id}/history`, {
        headers: internalHeaders(admin),
      });
      expect(history.body.at(-1)).toMatchObject({ action: 'blog_post.deleted', actorUserId: admin.userId });
      expect(
        (await requestJson(`${admin$()}/${post.id}`, { method: 'DELETE', headers: bodylessHeaders(admin) })).status,
      ).toBe(404);
    });

    it.each([
      ['empty title', { title: '' }, 'title'],
      ['long description', { description: 'x'.repeat(301) }, 'description'],
      ['empty body', { bodyMarkdown: '' }, 'bodyMarkdown'],
      ['bad slug', { slug: 'Not A Slug' }, 'slug'],
      ['javascript cover', { coverImageUrl: 'javascript:alert(1)' }, 'coverImageUrl'],
      ['protocol-relative cover', { coverImageUrl: '//evil.example/x.png' }, 'coverImageUrl'],
    ])('answers 400 on create with %s', async (_name, overrides, field) => {
      const res = await create(draft(overrides));
      expect(res.status).toBe(400);
      expect(res.body.details.fields[field]).toBeDefined();
    });

    it('answers 400 on update without a version or with bad fields, 404 for unknown ids', async () => {
      const { body: post } = await create(draft());
      const patch = (body: unknown, id = post.id) =>
        requestJson(`${admin$()}/${id}`, { method: 'PATCH', headers: internalHeaders(admin), body });
      expect((await patch({ title: 'x' })).status).toBe(400);
      expect((await patch({ title: '', version: 1 })).status).toBe(400);
      expect((await patch({ version: 0 })).status).toBe(400);
      expect((await patch({ title: 'x', version: 1 }, randomUUID())).status).toBe(404);
      expect((await patch({ title: 'x', version: 1 }, 'bad-id')).status).toBe(400);
      expect((await publish(randomUUID())).status).toBe(404);
    });

    it('answers 403 to non-admin roles on every admin route, and 401 without caller or token', async () => {
      const { body: post } = await create(draft());
      const h = internalHeaders(manager);
      const checks = [
        requestJson(admin$(), { headers: h }),
        requestJson(`${admin$()}/${post.id}`, { headers: h }),
        requestJson(`${admin$()}/${post.id}/history`, { headers: h }),
        requestJson(admin$(), { method: 'POST', headers: h, body: draft() }),
        requestJson(`${admin$()}/${post.id}`, { method: 'PATCH', headers: h, body: { title: 'x', version: 1 } }),
        requestJson(`${admin$()}/${post.id}/publish`, { method: 'POST', headers: h, body: {} }),
        requestJson(`${admin$()}/${post.id}/unpublish`, { method: 'POST', headers: h, body: {} }),
        requestJson(`${admin$()}/${post.id}`, { method: 'DELETE', headers: bodylessHeaders(manager) }),
      ];
      for (const res of await Promise.all(checks)) expect(res.status).toBe(403);
      expect((await requestJson(admin$(), { headers: visitorHeaders() })).status).toBe(401);
      expect((await requestJson(admin$(), { headers: noTokenHeaders() })).status).toBe(401);
    });
  });

  describe('public blog', () => {
    it('pages published posts newest first with a cursor', async () => {
      const first = await requestJson<Page<BlogPostBody>>(`${public$()}?limit=2`, { headers: visitorHeaders() });
      expect(first.status).toBe(200);
      expect(first.body.items).toHaveLength(2);
      const second = await requestJson<Page<BlogPostBody>>(`${public$()}?limit=2&cursor=${first.body.nextCursor}`, {
        headers: visitorHeaders(),
      });
      expect(second.status).toBe(200);
      const dates = [...first.body.items, ...second.body.items].map((p) => p.publishedAt!);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(new Set([...first.body.items, ...second.body.items].map((p) => p.id)).size).toBe(4);
    });

    it('answers 404 for unknown or malformed slugs, 400 for bad paging, 401 without the token', async () => {
      expect(
        (await requestJson(`${public$()}/by-slug/no-such-post-${randomUUID()}`, { headers: visitorHeaders() })).status,
      ).toBe(404);
      expect(
        (await requestJson(`${public$()}/by-slug/${encodeURIComponent("x' OR 1=1")}`, { headers: visitorHeaders() }))
          .status,
      ).toBe(404);
      expect((await requestJson(`${public$()}?limit=abc`, { headers: visitorHeaders() })).status).toBe(400);
      expect((await requestJson(`${public$()}?cursor=abc`, { headers: visitorHeaders() })).status).toBe(400);
      expect((await requestJson(public$(), { headers: noTokenHeaders() })).status).toBe(401);
    });
  });
});
