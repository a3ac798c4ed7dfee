import { applySeeds, DEMO } from '@pm/kit';
import { internalHeaders, requestJson, startTestApp, useTestApp } from '@pm/kit/testing';
import { AppModule } from '../../src/app.module';
import { DEMO_INVITATION, DEMO_OTHER_LANDLORD, IDENTITY_DEMO_SEED } from '../../src/database/seed';

describe('identity: demo seed', () => {
  const app = useTestApp(AppModule);
  const companyIds = [DEMO.platformCompanyId, DEMO.agencyCompanyId, DEMO.otherAgencyCompanyId];
  const userIds = [...Object.values(DEMO.users).map((u) => u.id), DEMO_OTHER_LANDLORD.id];

  const counts = async () => {
    const db = app.dataSource;
    const [row] = await db.query(
      `SELECT (SELECT count(*) FROM "identity"."company" WHERE id = ANY($1::uuid[]))::int AS companies,
              (SELECT count(*) FROM "identity"."app_user" WHERE id = ANY($2::uuid[]))::int AS users,
              (SELECT count(*) FROM "identity"."invitation" WHERE id = $3)::int AS invitations`,
      [companyIds, userIds, DEMO_INVITATION.id],
    );
    return row as { companies: number; users: number; invitations: number };
  };

  it('is idempotent: running it twice leaves the same rows', async () => {
    await applySeeds(app.dataSource, [IDENTITY_DEMO_SEED]);
    const first = await counts();
    expect(first).toEqual({ companies: 3, users: 8, invitations: 1 });
    await applySeeds(app.dataSource, [IDENTITY_DEMO_SEED]);
    expect(await counts()).toEqual(first);
  });

  it('lets every demo user log in with the demo password, in the right company and role', async () => {
    await applySeeds(app.dataSource, [IDENTITY_DEMO_SEED]);
    const expected = [
      ['super@example.com', 'superuser', DEMO.platformCompanyId],
      ['admin@example.com', 'admin', DEMO.platformCompanyId],
      ['landlord@example.com', 'landlord', DEMO.agencyCompanyId],
      ['manager@example.com', 'manager', DEMO.agencyCompanyId],
      ['owner@example.com', 'owner', DEMO.agencyCompanyId],
      ['tenant@example.com', 'tenant', DEMO.agencyCompanyId],
      ['trade@example.com', 'trade', DEMO.agencyCompanyId],
      ['other-landlord@example.com', 'landlord', DEMO.otherAgencyCompanyId],
    ] as const;
    for (const [email, role, companyId] of expected) {
      const res = await requestJson(`${app.url}/v1/auth/verify-password`, {
        headers: internalHeaders(),
        body: { email, password: DEMO.password },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ email, role, companyId });
    }
  });

  it('has a pending tenant invitation at the documented demo hash', async () => {
    await applySeeds(app.dataSource, [IDENTITY_DEMO_SEED]);
    const res = await requestJson(`${app.url}/v1/invitations/${DEMO_INVITATION.hash}`, { headers: internalHeaders() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      companyName: 'Northgate Lettings',
      email: 'new.tenant@example.com',
      role: 'tenant',
    });
  });

  it('runs at start-up when DEMO_SEED=1 (outside production)', async () => {
    await applySeeds(app.dataSource, [IDENTITY_DEMO_SEED]);
    // Only the start-up hook can bring this row back.
    await app.dataSource.query(`DELETE FROM "identity"."invitation" WHERE id = $1`, [DEMO_INVITATION.id]);
    expect((await counts()).invitations).toBe(0);
    const previous = process.env.DEMO_SEED;
    process.env.DEMO_SEED = '1';
    try {
      const seeded = await startTestApp(AppModule);
      await seeded.close();
    } finally {
      if (previous === undefined) delete process.env.DEMO_SEED;
      else process.env.DEMO_SEED = previous;
    }
    expect(await counts()).toEqual({ companies: 3, users: 8, invitations: 1 });
  });
});
