import type { RunningApp } from '@pm/kit/testing';
import { mkdtempSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import { craftedAnimation } from '../crafted-gif';
import {
  gql,
  login,
  registerCompany,
  serviceEnv,
  startBff,
  startServices,
  type Services,
  type Session,
} from './harness';

/** What a report earns and the daily cap, by default (other spec files of the run keep them so). */
const PER_REPORT = 50;
const DAILY_CAP = 250;

interface Submitted {
  status: number;
  body: {
    success: boolean;
    creditsAwarded: number;
    message: string;
    code?: string;
    details?: Record<string, unknown>;
    data: {
      id: string;
      creditsAwarded: number;
      dailyCreditLimitReached: boolean;
      creditsLeftToday: number;
      dailyCreditCap: number;
      creditsResetAt: string;
    };
  };
  headers: Headers;
}

describe('bff: abuse limits on bug reports (daily credit cap, rate limit, costly screenshots)', () => {
  let services: Services;
  let bff: RunningApp;
  let admin: Session;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'pm-bug-limits-'));
    services = await startServices();
    bff = await startBff({ ...serviceEnv(services), STORAGE_DIR: storageDir });
    const staff = await createUser(services.identity, { role: 'admin' });
    admin = await login(bff, staff.email, IDENTITY_PASSWORD);
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
    rmSync(storageDir, { recursive: true, force: true });
  });

  async function reporter(): Promise<Session> {
    const account = await registerCompany(bff);
    return login(bff, account.email, account.password);
  }

  async function submit(
    session: Session,
    app: RunningApp = bff,
    screenshot?: { bytes: Buffer; type: string; name: string },
  ): Promise<Submitted> {
    const form = new FormData();
    form.append('title', 'Rent schedule shows the wrong due day');
    form.append('description', 'NGL-002 shows the 2nd, the lease says the 1st.');
    if (screenshot)
      form.append(
        'screenshot',
        new Blob([new Uint8Array(screenshot.bytes)], { type: screenshot.type }),
        screenshot.name,
      );
    const response = await fetch(`${app.url}/api/bug-reports`, { method: 'POST', headers: session.auth, body: form });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  const balanceOf = async (session: Session) =>
    (await gql(bff, '{ creditBalance }', {}, session.auth)).body.data.creditBalance as number;
  const storedCredits = async (id: string) =>
    (await gql(bff, 'query($id: ID!) { bugReport(id: $id) { creditsAwarded } }', { id }, admin.auth)).body.data
      .bugReport.creditsAwarded as number;
  const screenshots = () =>
    existsSync(join(storageDir, 'bug-reports')) ? readdirSync(join(storageDir, 'bug-reports')) : [];

  it('runs on the default settings: 50 credits a report, 250 a day', async () => {
    const settings = await gql(bff, '{ systemSettings { bugReportCredits bugReportDailyCreditCap } }', {}, admin.auth);
    expect(settings.body.data.systemSettings).toEqual({
      bugReportCredits: PER_REPORT,
      bugReportDailyCreditCap: DAILY_CAP,
    });
  });

  it('[BUG-04] credits reports up to the daily cap, says when it is reached, and stores what each report earned', async () => {
    const session = await reporter();
    const answers: Submitted[] = [];
    for (let i = 0; i < 7; i += 1) answers.push(await submit(session));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201, 201]);
    expect(answers.map((a) => [a.body.creditsAwarded, a.body.data.creditsLeftToday])).toEqual([
      [50, 200],
      [50, 150],
      [50, 100],
      [50, 50],
      [50, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(answers[0]!.body.message).toBe('Bug report submitted. It earned 50 credits.');
    expect(answers[4]!.body).toMatchObject({
      message:
        "Bug report submitted. It earned 50 credits, which reaches today's limit of 250 credits for bug reports.",
      data: { dailyCreditLimitReached: true, dailyCreditCap: 250 },
    });
    expect(answers[5]!.body).toMatchObject({
      success: true,
      creditsAwarded: 0,
      message:
        "Bug report submitted, thank you. You have reached today's limit of 250 credits for bug reports, so it earned no credits; reports earn credits again tomorrow.",
      data: { creditsAwarded: 0, dailyCreditLimitReached: true, creditsLeftToday: 0 },
    });
    const resetsAt = Date.parse(answers[5]!.body.data.creditsResetAt);
    expect(resetsAt).toBeGreaterThan(Date.now());
    expect(resetsAt - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);

    expect(await balanceOf(session)).toBe(DAILY_CAP);
    expect(await storedCredits(answers[4]!.body.data.id)).toBe(50);
    expect(await storedCredits(answers[6]!.body.data.id)).toBe(0);

    // The Support Center's card reads the same allowance.
    const allowance = await gql(
      bff,
      '{ bugReportCreditAllowance { dailyCap earnedToday remainingToday resetsAt } }',
      {},
      session.auth,
    );
    expect(allowance.body.data.bugReportCreditAllowance).toEqual({
      dailyCap: 250,
      earnedToday: 250,
      remainingToday: 0,
      resetsAt: answers[5]!.body.data.creditsResetAt,
    });
    // Another reporter has their own allowance.
    expect((await submit(await reporter())).body.creditsAwarded).toBe(50);
  });

  it('holds under concurrency: 20 reports at once from one user earn exactly the cap', async () => {
    const session = await reporter();
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(session)));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const awarded = answers.map((a) => a.body.creditsAwarded);
    expect(awarded.reduce((sum, n) => sum + n, 0)).toBe(DAILY_CAP);
    expect(awarded.filter((n) => n > 0)).toEqual([50, 50, 50, 50, 50]);
    expect(await balanceOf(session)).toBe(DAILY_CAP);
  });

  it('rate limits reports per user with a 429 and a clear message, counted across replicas', async () => {
    const env = { ...serviceEnv(services), STORAGE_DIR: storageDir, BUG_REPORT_LIMIT_PER_USER: '3' };
    const first = await startBff(env);
    const second = await startBff(env);
    try {
      const session = await reporter();
      const other = await reporter();
      expect((await submit(session, first)).status).toBe(201);
      expect((await submit(session, second)).status).toBe(201);
      expect((await submit(session, first)).status).toBe(201);
      const balance = await balanceOf(session);

      const refused = await submit(session, second);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        success: false,
        statusCode: 429,
        code: 'RATE_LIMITED',
        message: expect.stringMatching(
          /^Too many bug reports: you can send 3 in an hour\. Try again in \d+ minutes\.$/,
        ),
        details: { retryAfterSeconds: expect.any(Number) },
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_000);
      expect((await submit(session, first)).status).toBe(429);
      expect(await balanceOf(session)).toBe(balance);
      // Per user: another reporter is not held back.
      expect((await submit(other, first)).status).toBe(201);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('refuses a small crafted animated GIF (frames × pixels) in well under a second, storing and crediting nothing', async () => {
    const session = await reporter();
    const gif = await craftedAnimation(1000, 20);
    const before = screenshots();
    const started = performance.now();
    const res = await submit(session, bff, { bytes: gif, type: 'image/gif', name: 'spinner.gif' });
    const ms = performance.now() - started;
    console.log(`crafted ${gif.length}-byte GIF of 20 × 1000 × 1000 refused in ${ms.toFixed(0)} ms`);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      code: 'ANIMATION_TOO_LARGE',
      message: expect.stringContaining('Screenshot is too large an animation'),
      details: { fields: { screenshot: [expect.stringContaining('frames')] } },
    });
    expect(ms).toBeLessThan(1_000);
    expect(screenshots()).toEqual(before);
    expect(await balanceOf(session)).toBe(0);
  });
});
