import {
  ADMIN_ROLES,
  ROLES,
  type ContactNoteBody,
  type ContactSubmissionBody,
  type ContactSubmissionDetailBody,
  type Page,
} from '@pm/contracts';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { adminCaller, contactSubmission, noTokenHeaders, visitorHeaders } from '../factories';

describe('contact submissions (integration)', () => {
  const running = useTestApp(AppModule);
  const url = () => `${running.url}/v1/contact-submissions`;
  const admin = adminCaller();
  const superuser = makeCaller({ role: 'superuser' });
  const manager = makeCaller({ role: 'manager' });

  const submit = (body: unknown, headers = visitorHeaders()) => requestJson(url(), { method: 'POST', headers, body });

  describe('POST /v1/contact-submissions', () => {
    it('stores a visitor submission with no company, lower-cases the e-mail and keeps the transcript', async () => {
      const input = contactSubmission({
        email: '  Jane.Doe@Example.COM ',
        metadata: {
          submittedFrom: 'sales_bot',
          submittedAt: '2025-06-01T10:00:00.000Z',
          transcript: [
            { type: 'bot', content: 'Hello! How can I help?' },
            { type: 'user', content: 'How long is the trial?' },
          ],
        },
      });
      const res = await submit(input);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        companyId: null,
        email: 'jane.doe@example.com',
        source: 'sales_bot',
        status: 'new',
        fullName: input.fullName,
        metadata: { submittedFrom: 'sales_bot', transcript: input.metadata.transcript },
      });
    });

    it("records a signed-in caller's company", async () => {
      const caller = makeCaller();
      const res = await submit(contactSubmission(), internalHeaders(caller));
      expect(res.status).toBe(201);
      expect(res.body.companyId).toBe(caller.companyId);
    });

    it('accepts null and absent company and phone', async () => {
      const res = await submit(contactSubmission({ company: null, phone: null }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ company: null, phone: null });
      const { company: _c, phone: _p, ...rest } = contactSubmission();
      expect((await submit(rest)).status).toBe(201);
    });

    it.each([
      ['missing fullName', { fullName: '' }, 'fullName'],
      ['bad email', { email: 'not-an-email' }, 'email'],
      ['empty message', { message: '   ' }, 'message'],
      ['too long message', { message: 'x'.repeat(5001) }, 'message'],
      ['phone with letters', { phone: '0770O 900123' }, 'phone'],
      ['phone too short', { phone: '12345' }, 'phone'],
      [
        'unknown source',
        { metadata: { submittedFrom: 'fax', submittedAt: new Date().toISOString() } },
        'metadata.submittedFrom',
      ],
      [
        'bad submittedAt',
        { metadata: { submittedFrom: 'sales_bot', submittedAt: 'yesterday' } },
        'metadata.submittedAt',
      ],
      [
        'bad transcript entry',
        {
          metadata: {
            submittedFrom: 'sales_bot',
            submittedAt: new Date().toISOString(),
            transcript: [{ type: 'robot', content: 'x' }],
          },
        },
        'metadata.transcript.0.type',
      ],
    ])('answers 400 with per-field messages for %s', async (_name, overrides, field) => {
      const res = await submit({ ...contactSubmission(), ...(overrides as object) });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details.fields[field]).toBeDefined();
    });

    describe('metadata is stored as sent, so it is exactly its contract type', () => {
      const metadata = () => ({ submittedFrom: 'sales_bot', submittedAt: new Date().toISOString() });
      const stored = async () =>
        Number((await running.dataSource.query('SELECT count(*) AS n FROM "engagement"."contact_submission"'))[0].n);

      it.each([
        ['an unknown metadata member', { metadata: { ...metadata(), extra: 1 } }, 'metadata.extra'],
        ['metadata given as a list', { metadata: [metadata()] }, 'metadata'],
        ['a null page', { metadata: { ...metadata(), page: null } }, 'metadata.page'],
        ['a null transcript', { metadata: { ...metadata(), transcript: null } }, 'metadata.transcript'],
        [
          'an unknown transcript entry member',
          { metadata: { ...metadata(), transcript: [{ type: 'bot', content: 'Hi', at: 1 }] } },
          'metadata.transcript.0.at',
        ],
        ['a null transcript entry', { metadata: { ...metadata(), transcript: [null] } }, 'metadata.transcript'],
        [
          'a transcript entry in a list of its own',
          { metadata: { ...metadata(), transcript: [[{ type: 'bot', content: 'Hi' }]] } },
          'metadata.transcript',
        ],
        ['a NUL in the message', { message: 'Call me\u0000' }, 'message'],
        ['a lone surrogate in the e-mail', { email: 'x\udfffy@example.com' }, 'email'],
        [
          'a NUL in a transcript entry',
          { metadata: { ...metadata(), transcript: [{ type: 'user', content: '\u0000' }] } },
          'metadata.transcript.0.content',
        ],
      ])('refuses %s with 400 on its field and stores nothing', async (_name, overrides, field) => {
        const before = await stored();
        const res = await submit({ ...contactSubmission(), ...(overrides as object) });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(res.body.details.fields)).toContain(field);
        expect(await stored()).toBe(before);
      });
    });

    it('answers 400 for missing metadata and unknown fields', async () => {
      const { metadata: _m, ...noMetadata } = contactSubmission();
      expect((await submit(noMetadata)).status).toBe(400);
      expect((await submit({ ...contactSubmission(), isAdmin: true })).status).toBe(400);
    });

    it('accepts UK phone formats', async () => {
      for (const phone of ['+44 (0)20 7946 0018', '0131-496-0788', '07700900123']) {
        expect((await submit(contactSubmission({ phone }))).status).toBe(201);
      }
    });

    it('answers 401 without the internal token', async () => {
      expect((await submit(contactSubmission(), noTokenHeaders())).status).toBe(401);
    });
  });

  describe('admin inbox', () => {
    it('lists newest first with search, source and status filters, and pages with a cursor', async () => {
      const tag = randomUUID().slice(0, 8);
      const created: ContactSubmissionBody[] = [];
      for (const [i, source] of (['sales_bot', 'contact_page', 'request_access'] as const).entries()) {
        const res = await submit(
          contactSubmission({
            message: `Inbox test ${tag} number ${i}`,
            metadata: { submittedFrom: source, submittedAt: new Date().toISOString() },
          }),
        );
        created.push(res.body);
      }
      const all = await requestJson<Page<ContactSubmissionBody>>(`${url()}?q=${tag.toUpperCase()}`, {
        headers: internalHeaders(admin),
      });
      expect(all.status).toBe(200);
      expect(all.body.total).toBe(3);
      expect(all.body.items.map((s) => s.id)).toEqual(created.map((s) => s.id).reverse());

      const bySource = await requestJson<Page<ContactSubmissionBody>>(`${url()}?q=${tag}&source=contact_page`, {
        headers: internalHeaders(superuser),
      });
      expect(bySource.body.items.map((s) => s.id)).toEqual([created[1]!.id]);

      const first = await requestJson<Page<ContactSubmissionBody>>(`${url()}?q=${tag}&limit=2`, {
        headers: internalHeaders(admin),
      });
      expect(first.body.items).toHaveLength(2);
      expect(first.body.nextCursor).toEqual(expect.any(String));
      const second = await requestJson<Page<ContactSubmissionBody>>(
        `${url()}?q=${tag}&limit=2&cursor=${first.body.nextCursor}`,
        { headers: internalHeaders(admin) },
      );
      expect(second.body.items.map((s) => s.id)).toEqual([created[0]!.id]);
      expect(second.body.nextCursor).toBeNull();

      await requestJson(`${url()}/${created[2]!.id}`, {
        method: 'PATCH',
        headers: internalHeaders(admin),
        body: { status: 'closed' },
      });
      const closed = await requestJson<Page<ContactSubmissionBody>>(`${url()}?q=${tag}&status=closed`, {
        headers: internalHeaders(admin),
      });
      expect(closed.body.items.map((s) => s.id)).toEqual([created[2]!.id]);
    });

    it('treats search wildcards as plain characters', async () => {
      const res = await requestJson<Page<ContactSubmissionBody>>(`${url()}?q=${encodeURIComponent('%_%_%_%_%')}`, {
        headers: internalHeaders(admin),
      });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(0);
    });

    it('answers 400 to bad filters and cursors', async () => {
      for (const query of ['source=fax', 'status=spam', 'limit=0', 'limit=101', 'cursor=garbage']) {
        const res = await requestJson(`${url()}?${query}`, { headers: internalHeaders(admin) });
        expect(res.status).toBe(400);
      }
    });

    it('answers 403 to non-admin roles, 401 without caller or token', async () => {
      for (const role of ROLES.filter((r) => !ADMIN_ROLES.includes(r))) {
        const res = await requestJson(url(), { headers: internalHeaders(makeCaller({ role })) });
        expect(res.status).toBe(403);
        expect(res.body.code).toBe('FORBIDDEN');
      }
      expect((await requestJson(url(), { headers: visitorHeaders() })).status).toBe(401);
      expect((await requestJson(url(), { headers: noTokenHeaders() })).status).toBe(401);
    });

    it('shows detail with notes and the audit trail of status changes and notes', async () => {
      const { body: created } = await submit(contactSubmission());
      const patch = await requestJson<ContactSubmissionBody>(`${url()}/${created.id}`, {
        method: 'PATCH',
        headers: internalHeaders(admin),
        body: { status: 'in_progress' },
      });
      expect(patch.status).toBe(200);
      expect(patch.body.status).toBe('in_progress');

      const note = await requestJson<ContactNoteBody>(`${url()}/${created.id}/notes`, {
        method: 'POST',
        headers: internalHeaders(admin),
        body: { body: 'Called back, wants a demo next week.' },
      });
      expect(note.status).toBe(201);
      expect(note.body).toMatchObject({ submissionId: created.id, authorUserId: admin.userId });

      const detail = await requestJson<ContactSubmissionDetailBody>(`${url()}/${created.id}`, {
        headers: internalHeaders(admin),
      });
      expect(detail.status).toBe(200);
      expect(detail.body.status).toBe('in_progress');
      expect(detail.body.notes.map((n) => n.body)).toEqual(['Called back, wants a demo next week.']);
      expect(detail.body.activity.map((a) => [a.action, a.actorUserId])).toEqual([
        ['contact_submission.status_changed', admin.userId],
        ['contact_submission.note_added', admin.userId],
      ]);
      expect(detail.body.activity[0]!.data).toEqual({ from: 'new', to: 'in_progress' });
    });

    it('answers 400, 403 and 404 on detail, status and note routes', async () => {
      const { body: created } = await submit(contactSubmission());
      const missing = randomUUID();
      expect((await requestJson(`${url()}/not-a-uuid`, { headers: internalHeaders(admin) })).status).toBe(400);
      expect((await requestJson(`${url()}/${missing}`, { headers: internalHeaders(admin) })).status).toBe(404);
      expect((await requestJson(`${url()}/${created.id}`, { headers: internalHeaders(manager) })).status).toBe(403);
      const badStatus = await requestJson(`${url()}/${created.id}`, {
        method: 'PATCH',
        headers: internalHeaders(admin),
        body: { status: 'spam' },
      });
      expect(badStatus.status).toBe(400);
      expect(
        (
          await requestJson(`${url()}/${created.id}`, {
            method: 'PATCH',
            headers: internalHeaders(manager),
            body: { status: 'closed' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await requestJson(`${url()}/${missing}`, {
            method: 'PATCH',
            headers: internalHeaders(admin),
            body: { status: 'closed' },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await requestJson(`${url()}/${created.id}/notes`, {
            method: 'POST',
            headers: internalHeaders(admin),
            body: { body: '' },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await requestJson(`${url()}/${created.id}/notes`, {
            method: 'POST',
            headers: internalHeaders(manager),
            body: { body: 'x' },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await requestJson(`${url()}/${missing}/notes`, {
            method: 'POST',
            headers: internalHeaders(admin),
            body: { body: 'x' },
          })
        ).status,
      ).toBe(404);
      expect((await requestJson(`${url()}/${created.id}`, { headers: noTokenHeaders() })).status).toBe(401);
    });
  });

  describe('GET /v1/contact-submissions/export.csv', () => {
    it('exports filtered rows as escaped, formula-safe CSV with a header row', async () => {
      const tag = randomUUID().slice(0, 8);
      await submit(
        contactSubmission({
          fullName: '=HYPERLINK("http://evil.example","click")',
          company: 'Smith, Jones & Co',
          phone: '+44 7700 900123',
          message: `Line one ${tag}\nLine "two"`,
        }),
      );
      const res = await fetch(`${url()}/export.csv?q=${tag}`, { headers: internalHeaders(admin) });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(res.headers.get('content-disposition')).toContain('attachment');
      const text = await res.text();
      const lines = text.split('\r\n');
      expect(lines[0]).toBe('id,created_at,status,source,full_name,email,company,phone,message,page,company_id');
      expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
      expect(text).toContain('"Smith, Jones & Co"');
      expect(text).toContain(",'+44 7700 900123,");
      expect(text).toContain(`"Line one ${tag}\nLine ""two"""`);
      expect(text.endsWith('\r\n')).toBe(true);
    });

    it('answers 403 to non-admins, 400 to bad filters, 401 without token', async () => {
      expect((await fetch(`${url()}/export.csv`, { headers: internalHeaders(manager) })).status).toBe(403);
      expect((await fetch(`${url()}/export.csv?status=spam`, { headers: internalHeaders(admin) })).status).toBe(400);
      expect((await fetch(`${url()}/export.csv`)).status).toBe(401);
    });
  });
});
