import {
  MAINTENANCE_STATUSES,
  type MaintenanceCounts,
  type MaintenanceRequestBody,
  type MaintenanceStatus,
  type Page,
} from '@pm/contracts';
import { internalHeaders, makeCaller, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { createRequest } from '../factories';

describe('maintenance requests (integration)', () => {
  const running = useTestApp(AppModule);

  async function collectPages(path: string, caller = makeCaller(), limit = 2) {
    const seen: MaintenanceRequestBody[] = [];
    let cursor: string | null = null;
    let pages = 0;
    const sep = path.includes('?') ? '&' : '?';
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await running.get<Page<MaintenanceRequestBody>>(
        `${path}${sep}limit=${limit}${query}`,
        internalHeaders(caller),
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.items);
      cursor = res.body.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    return { seen, pages };
  }

  it('returns one request by id with the contract body and its SLA', async () => {
    const caller = makeCaller();
    const reportedAt = new Date('2026-01-10T09:15:00.123Z');
    const request = await createRequest(running.dataSource, caller.companyId, {
      priority: 'emergency',
      reportedAt,
      status: 'triaged',
    });

    const res = await running.get<MaintenanceRequestBody>(`/v1/requests/${request.id}`, internalHeaders(caller));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: request.id,
      companyId: caller.companyId,
      propertyId: request.propertyId,
      reference: request.reference,
      title: 'No hot water',
      description: 'The hot taps run cold.',
      category: 'Plumbing',
      priority: 'emergency',
      status: 'triaged',
      slaDueAt: '2026-01-11T09:15:00.123Z',
      reportedAt: '2026-01-10T09:15:00.123Z',
      updatedAt: expect.any(String),
    });
  });

  it('pages newest first through every request, with ties on reported_at, no duplicates or gaps', async () => {
    const caller = makeCaller();
    const sameInstant = new Date('2026-02-01T12:00:00.000Z');
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1)
      ids.push((await createRequest(running.dataSource, caller.companyId, { reportedAt: sameInstant })).id);
    for (let i = 1; i <= 3; i += 1) {
      ids.push(
        (
          await createRequest(running.dataSource, caller.companyId, {
            reportedAt: new Date(sameInstant.getTime() + i * 1000),
          })
        ).id,
      );
    }

    const { seen, pages } = await collectPages('/v1/requests', caller, 2);

    expect(pages).toBe(4);
    expect(seen).toHaveLength(7);
    expect(new Set(seen.map((r) => r.id))).toEqual(new Set(ids));
    const times = seen.map((r) => Date.parse(r.reportedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by status, paging within the filter, and reports the filtered total', async () => {
    const caller = makeCaller();
    const statuses: MaintenanceStatus[] = [
      'reported',
      'triaged',
      'reported',
      'completed',
      'cancelled',
      'reported',
      'triaged',
    ];
    for (const status of statuses) await createRequest(running.dataSource, caller.companyId, { status });

    const first = await running.get<Page<MaintenanceRequestBody>>(
      '/v1/requests?status=reported,triaged&limit=2',
      internalHeaders(caller),
    );
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(5);

    const { seen } = await collectPages('/v1/requests?status=reported,triaged', caller, 2);
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map((r) => r.status))).toEqual(new Set(['reported', 'triaged']));

    const done = await running.get<Page<MaintenanceRequestBody>>(
      '/v1/requests?status=completed',
      internalHeaders(caller),
    );
    expect(done.body.items.map((r) => r.status)).toEqual(['completed']);
  });

  it('counts open and total requests of the caller company', async () => {
    const caller = makeCaller();
    for (const status of MAINTENANCE_STATUSES) await createRequest(running.dataSource, caller.companyId, { status });
    await createRequest(running.dataSource, makeCaller().companyId, { status: 'reported' });

    const res = await running.get<MaintenanceCounts>('/v1/counts', internalHeaders(caller));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ open: 6, total: 9 });
  });

  describe('bad input', () => {
    const cursorOf = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');

    it.each([
      ['limit 0', '/v1/requests?limit=0'],
      ['limit 101', '/v1/requests?limit=101'],
      ['unknown status', '/v1/requests?status=open'],
      ['one bad status among good ones', '/v1/requests?status=reported,done'],
      ['cursor not base64 JSON', '/v1/requests?cursor=zzz'],
      ['cursor with a non-date key', `/v1/requests?cursor=${cursorOf(['yesterday', randomUUID()])}`],
      ['cursor with a non-UUID id', `/v1/requests?cursor=${cursorOf(['2026-01-01T00:00:00.000Z', '1'])}`],
      ['cursor with an impossible date', `/v1/requests?cursor=${cursorOf(['2026-13-45T00:00:00.000Z', randomUUID()])}`],
      ['unknown query parameter', '/v1/requests?propertyId=x'],
      ['non-UUID id in path', '/v1/requests/MR-0001'],
    ])('answers 400 for %s', async (_name, path) => {
      const res = await running.get(path, internalHeaders(makeCaller()));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, statusCode: 400 });
    });

    it('names the status field for a bad status', async () => {
      const res = await running.get('/v1/requests?status=nope', internalHeaders(makeCaller()));
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details.fields.status).toEqual(expect.any(Array));
    });

    it('answers 404 for an unknown request id', async () => {
      const res = await running.get(`/v1/requests/${randomUUID()}`, internalHeaders(makeCaller()));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('MAINTENANCE_REQUEST_NOT_FOUND');
    });
  });

  it('answers 401 without the internal token', async () => {
    const headers = internalHeaders(makeCaller());
    delete headers['x-internal-token'];
    for (const path of ['/v1/requests', `/v1/requests/${randomUUID()}`, '/v1/counts']) {
      const res = await running.get(path, headers);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('INTERNAL_AUTH_REQUIRED');
    }
  });

  it('answers 401 without caller headers', async () => {
    for (const path of ['/v1/requests', `/v1/requests/${randomUUID()}`, '/v1/counts']) {
      const res = await running.get(path, internalHeaders());
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('CALLER_REQUIRED');
    }
  });

  it("never shows company A's request to company B", async () => {
    const a = makeCaller();
    const b = makeCaller();
    const request = await createRequest(running.dataSource, a.companyId);

    const byId = await running.get(`/v1/requests/${request.id}`, internalHeaders(b));
    expect(byId.status).toBe(404);

    const list = await running.get<Page<MaintenanceRequestBody>>('/v1/requests', internalHeaders(b));
    expect(list.body).toEqual({ items: [], nextCursor: null, total: 0 });

    const counts = await running.get<MaintenanceCounts>('/v1/counts', internalHeaders(b));
    expect(counts.body).toEqual({ open: 0, total: 0 });
  });
});
