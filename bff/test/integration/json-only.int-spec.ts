import { requestJson, type RunningApp } from '@pm/kit/testing';
import { DataSource } from 'typeorm';
import {
  login,
  PASSWORD,
  registerCompany,
  serviceEnv,
  startBff,
  startServices,
  uniqueEmail,
  type Services,
} from './harness';

const UNSUPPORTED = {
  success: false,
  statusCode: 415,
  code: 'UNSUPPORTED_MEDIA_TYPE',
  message: 'Send this request as JSON (Content-Type: application/json)',
};

/** What a page on another site can post without a CORS preflight: a form, a multipart form, or plain text. */
function crossSiteBodies(
  fields: Record<string, string>,
): { name: string; headers: Record<string, string>; body: BodyInit }[] {
  const multipart = new FormData();
  for (const [name, value] of Object.entries(fields)) multipart.append(name, value);
  return [
    {
      name: 'form-encoded',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    },
    { name: 'multipart', headers: {}, body: multipart },
    { name: 'text/plain', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: JSON.stringify(fields) },
  ];
}

describe('bff: the auth and form endpoints take JSON only (login CSRF)', () => {
  let services: Services;
  let bff: RunningApp;
  /** The run's database as its owner, past row-level security: what was stored, whoever it belongs to. */
  const database = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL });

  beforeAll(async () => {
    services = await startServices();
    // A tight per-e-mail limit shows a refused body is refused before the login throttler counts it.
    bff = await startBff({ ...serviceEnv(services), LOGIN_LIMIT_PER_EMAIL: '3' });
    await database.initialize();
  });
  afterAll(async () => {
    await database.destroy();
    await bff?.close();
    await services?.close();
  });

  async function send(path: string, headers: Record<string, string>, body: BodyInit) {
    const response = await fetch(`${bff.url}${path}`, { method: 'POST', headers, body });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
  }

  async function expectRefused(path: string, fields: Record<string, string>) {
    for (const attempt of crossSiteBodies(fields)) {
      const res = await send(path, attempt.headers, attempt.body);
      expect({ via: attempt.name, status: res.status, body: res.body }).toEqual({
        via: attempt.name,
        status: 415,
        body: UNSUPPORTED,
      });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
  }

  const countRows = async (sql: string, params: unknown[]) => {
    const [row] = await database.query(sql, params);
    return Number(row.count);
  };

  it('POST /api/auth/token: a form with valid credentials signs no one in, sets no cookie and is not counted as an attempt', async () => {
    const account = await registerCompany(bff);
    const fields = { email: account.email, password: account.password };
    await expectRefused('/api/auth/token', fields);
    await expectRefused('/api/auth/token', fields);
    expect(
      await countRows(`SELECT count(*) FROM "identity"."refresh_token" WHERE user_id = $1`, [account.user.id]),
    ).toBe(0);
    // Six refused forms, and the limit of 3 attempts per e-mail is still untouched.
    const json = await requestJson(`${bff.url}/api/auth/token`, { body: fields });
    expect(json.status).toBe(200);
    const charset = await requestJson(`${bff.url}/api/auth/token`, {
      body: fields,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(charset.status).toBe(200);
  });

  it('POST /api/auth/token/refresh: a form carrying a refresh token rotates nothing', async () => {
    const account = await registerCompany(bff);
    const session = await login(bff, account.email, account.password);
    await expectRefused('/api/auth/token/refresh', { refreshToken: session.refreshToken });
    // Not rotated: the token is still the current one (a rotated token would now be reuse).
    const json = await requestJson(`${bff.url}/api/auth/token/refresh`, {
      body: { refreshToken: session.refreshToken },
    });
    expect(json.status).toBe(200);
  });

  it('POST /api/auth/logout: a form revokes nothing; a body-less logout by cookie still works', async () => {
    const account = await registerCompany(bff);
    const session = await login(bff, account.email, account.password);
    await expectRefused('/api/auth/logout', { refreshToken: session.refreshToken });
    const still = await requestJson(`${bff.url}/api/auth/token/refresh`, {
      body: { refreshToken: session.refreshToken },
    });
    expect(still.status).toBe(200);

    const byCookie = await fetch(`${bff.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: `refreshToken=${encodeURIComponent(still.body.data.refreshToken)}` },
    });
    expect(byCookie.status).toBe(200);
    const after = await requestJson(`${bff.url}/api/auth/token/refresh`, {
      body: { refreshToken: still.body.data.refreshToken },
    });
    expect(after.status).toBe(401);
  });

  it('POST /api/auth/password-resets and /:token: a form asks for no link and sets no password', async () => {
    const account = await registerCompany(bff);
    await expectRefused('/api/auth/password-resets', { email: account.email });
    await expectRefused(`/api/auth/password-resets/${'a'.repeat(43)}`, { password: 'Another-passw0rd-2' });
    // The password is unchanged: the old one still signs in.
    expect(
      (await requestJson(`${bff.url}/api/auth/token`, { body: { email: account.email, password: account.password } }))
        .status,
    ).toBe(200);
    const json = await requestJson(`${bff.url}/api/auth/password-resets`, { body: { email: account.email } });
    expect(json.status).toBe(202);
  });

  it('POST /api/register: a form creates no company or user', async () => {
    const email = uniqueEmail('formsignup');
    await expectRefused('/api/register', {
      companyName: 'Form Lettings',
      firstName: 'Fay',
      lastName: 'Form',
      email,
      password: PASSWORD,
    });
    expect(await countRows(`SELECT count(*) FROM "identity"."app_user" WHERE email = $1`, [email])).toBe(0);
    // The invitation preview next to it is a GET and is not affected.
    expect((await requestJson(`${bff.url}/api/register/invitations/${'a'.repeat(64)}`)).status).not.toBe(415);
  });

  it('POST /api/contact/contact-submissions: a form stores nothing', async () => {
    const email = uniqueEmail('formcontact');
    await expectRefused('/api/contact/contact-submissions', {
      fullName: 'Fred Form',
      email,
      message: 'Sent from another site',
    });
    expect(await countRows(`SELECT count(*) FROM "engagement"."contact_submission" WHERE email = $1`, [email])).toBe(0);
  });

  it('POST /api/sales-bot/query: only JSON is answered', async () => {
    await expectRefused('/api/sales-bot/query', { query: 'How long is the free trial?' });
    const json = await requestJson(`${bff.url}/api/sales-bot/query`, {
      body: { query: 'How long is the free trial?' },
    });
    expect(json.status).toBe(200);
  });

  it('POST /api/support/inbound: a form opens no conversation', async () => {
    const body = `Form message ${uniqueEmail()}`;
    await expectRefused('/api/support/inbound', { body });
    expect(await countRows(`SELECT count(*) FROM "engagement"."support_message" WHERE body = $1`, [body])).toBe(0);
    const json = await requestJson(`${bff.url}/api/support/inbound`, { body: { body } });
    expect(json.status).toBe(201);
  });

  it('a JSON body of no content type, or of one without a parser, is refused by Fastify itself', async () => {
    const account = await registerCompany(bff);
    const raw = JSON.stringify({ email: account.email, password: account.password });
    const fastifyRefusal = { success: false, statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' };
    const noType = await fetch(`${bff.url}/api/auth/token`, { method: 'POST', body: new Blob([raw]) });
    expect({ status: noType.status, body: await noType.json() }).toMatchObject({ status: 415, body: fastifyRefusal });
    const other = await send('/api/auth/token', { 'content-type': 'application/jsonx' }, raw);
    expect(other).toMatchObject({ status: 415, body: fastifyRefusal });
    expect(other.headers.getSetCookie()).toEqual([]);
  });

  it('the multipart bug report upload stays multipart', async () => {
    const account = await registerCompany(bff);
    const session = await login(bff, account.email, account.password);
    const form = new FormData();
    form.append('title', 'Rent schedule');
    form.append('description', 'The due day is wrong.');
    const res = await send('/api/bug-reports', session.auth, form);
    expect(res.status).toBe(201);
  });
});
