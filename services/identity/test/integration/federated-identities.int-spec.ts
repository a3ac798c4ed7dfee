import { internalHeaders, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { createUser, noToken, uniqueEmail } from './factories';

const NOT_FOUND = {
  success: false,
  statusCode: 404,
  code: 'FEDERATED_USER_NOT_FOUND',
  message: 'No account uses this e-mail address',
};

describe('identity: POST /v1/auth/federated', () => {
  const app = useTestApp(AppModule);
  const issuer = () => `https://login.${randomUUID().slice(0, 8)}.example.test`;
  const signIn = (body: unknown, headers = internalHeaders()) =>
    requestJson(`${app.url}/v1/auth/federated`, { headers, body });
  const links = (userId: string) =>
    app.dataSource.query<{ issuer: string; subject: string; email: string | null; company_id: string }[]>(
      `SELECT issuer, subject, email, company_id FROM "identity"."federated_identity" WHERE user_id = $1`,
      [userId],
    );
  const audit = (userId: string) =>
    app.dataSource.query<{ action: string; data: Record<string, unknown> }[]>(
      `SELECT action, data FROM "identity"."audit_log" WHERE actor_user_id = $1 AND action LIKE 'federated%'`,
      [userId],
    );

  it('links a verified e-mail to its user once, audits the link and answers the user', async () => {
    const user = await createUser(app, { role: 'landlord' });
    const iss = issuer();
    const res = await signIn({ issuer: iss, subject: 'sub-1', email: user.email.toUpperCase(), emailVerified: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, companyId: user.companyId, email: user.email, role: 'landlord' });
    expect(res.body).not.toHaveProperty('passwordHash');
    expect(await links(user.id)).toEqual([
      { issuer: iss, subject: 'sub-1', email: user.email, company_id: user.companyId },
    ]);
    expect(await audit(user.id)).toEqual([
      { action: 'federated_identity.linked', data: { issuer: iss, subject: 'sub-1', email: user.email } },
    ]);

    const again = await signIn({ issuer: iss, subject: 'sub-1', email: user.email, emailVerified: true });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(user.id);
    expect(await links(user.id)).toHaveLength(1);
    expect(await audit(user.id)).toHaveLength(1);
  });

  it('answers a linked (issuer, subject) by the link, whatever e-mail the provider now reports', async () => {
    const user = await createUser(app);
    const iss = issuer();
    await signIn({ issuer: iss, subject: 'stable', email: user.email, emailVerified: true });
    const res = await signIn({ issuer: iss, subject: 'stable', email: uniqueEmail('renamed'), emailVerified: false });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(user.id);
    const noEmail = await signIn({ issuer: iss, subject: 'stable', emailVerified: false });
    expect(noEmail.body.id).toBe(user.id);
  });

  it('never links an unverified e-mail: 404 FEDERATED_USER_NOT_FOUND and no link row', async () => {
    const user = await createUser(app);
    const res = await signIn({ issuer: issuer(), subject: 'unverified', email: user.email, emailVerified: false });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect(await links(user.id)).toEqual([]);
  });

  it('signs nobody up: an unknown e-mail or none at all is 404 FEDERATED_USER_NOT_FOUND', async () => {
    const unknown = await signIn({ issuer: issuer(), subject: 'x', email: uniqueEmail('nobody'), emailVerified: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(NOT_FOUND);
    const none = await signIn({ issuer: issuer(), subject: 'y', emailVerified: true });
    expect(none.body).toEqual(NOT_FOUND);
  });

  it('keeps one link per (issuer, subject) when first sign-ins race', async () => {
    const user = await createUser(app);
    const iss = issuer();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => signIn({ issuer: iss, subject: 'race', email: user.email, emailVerified: true })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.id))).toEqual(new Set([user.id]));
    expect(await links(user.id)).toHaveLength(1);
  });

  it('rejects bad input (400) and calls without the internal token (401)', async () => {
    expect((await signIn({ subject: 's', emailVerified: true })).status).toBe(400);
    expect((await signIn({ issuer: 'not a url', subject: 's', emailVerified: true })).status).toBe(400);
    expect((await signIn({ issuer: issuer(), subject: '', emailVerified: true })).status).toBe(400);
    expect((await signIn({ issuer: issuer(), subject: 's', email: 'nope', emailVerified: true })).status).toBe(400);
    expect((await signIn({ issuer: issuer(), subject: 's', emailVerified: 'yes' })).status).toBe(400);
    expect((await signIn({ issuer: issuer(), subject: 's', emailVerified: true }, noToken)).status).toBe(401);
  });
});
