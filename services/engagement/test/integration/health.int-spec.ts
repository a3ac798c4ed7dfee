import { requestJson, useTestApp } from '@pm/kit/testing';
import { AppModule } from '../../src/app.module';

describe('engagement service (integration)', () => {
  const running = useTestApp(AppModule);

  it('boots and answers /healthz and /readyz without auth', async () => {
    expect((await requestJson(`${running.url}/healthz`)).status).toBe(200);
    const ready = await requestJson(`${running.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('has migrated the contact_submission table with its status rule', async () => {
    const dataSource = running.dataSource;
    const [row] = await dataSource.query(
      `INSERT INTO "engagement"."contact_submission" ("full_name", "email", "message", "source")
       VALUES ('Ada Lovelace', 'ada@example.com', 'Hello', 'contact_form') RETURNING status, metadata`,
    );
    expect(row).toEqual({ status: 'new', metadata: {} });
    await expect(
      dataSource.query(
        `INSERT INTO "engagement"."contact_submission" ("full_name", "email", "message", "source", "status")
         VALUES ('A', 'a@example.com', 'x', 'contact_form', 'spam')`,
      ),
    ).rejects.toThrow(/ck_contact_submission_status/);
  });

  it('answers 404 with the shared error body for unknown routes', async () => {
    const res = await requestJson(`${running.url}/v1/nothing-here`, { headers: { 'x-internal-token': 'x' } });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.success).toBe(false);
  });
});
