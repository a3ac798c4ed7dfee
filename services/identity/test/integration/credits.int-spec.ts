import { internalHeaders, requestJson, useTestApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { createUser, noToken, type TestUser } from './factories';

describe('identity: credit ledger', () => {
  const app = useTestApp(AppModule);

  const credit = (caller: TestUser['caller'] | undefined, body: unknown, headers = internalHeaders(caller)) =>
    requestJson(`${app.url}/v1/credits`, { headers, body });
  const balanceOf = async (user: TestUser) => {
    const res = await requestJson(`${app.url}/v1/credits/balance`, { headers: internalHeaders(user.caller) });
    expect(res.status).toBe(200);
    return res.body.balance as number;
  };

  it('[CONST-07] records a bug report credit of 50 and answers the balance', async () => {
    const user = await createUser(app, { role: 'landlord' });
    const referenceId = randomUUID();
    const res = await credit(user.caller, { userId: user.id, amount: 50, reason: 'bug_report', referenceId });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      entry: {
        id: expect.any(String),
        companyId: user.companyId,
        userId: user.id,
        amount: 50,
        reason: 'bug_report',
        referenceId,
        createdAt: expect.any(String),
      },
      awarded: 50,
      allowance: {
        reason: 'bug_report',
        dailyCap: 250,
        earnedToday: 50,
        remainingToday: 200,
        resetsAt: expect.any(String),
      },
    });
    expect(await balanceOf(user)).toBe(50);
  });

  it('starts at 0 and sums positive and negative entries', async () => {
    const user = await createUser(app);
    expect(await balanceOf(user)).toBe(0);
    await credit(user.caller, { userId: user.id, amount: 50, reason: 'bug_report', referenceId: randomUUID() });
    await credit(user.caller, { userId: user.id, amount: -20, reason: 'adjustment' });
    await credit(user.caller, { userId: user.id, amount: -5, reason: 'adjustment', referenceId: null });
    expect(await balanceOf(user)).toBe(25);
  });

  it('never credits the same (reason, referenceId) twice, even when retried concurrently', async () => {
    const user = await createUser(app);
    const body = { userId: user.id, amount: 50, reason: 'bug_report', referenceId: randomUUID() };
    const answers = await Promise.all([
      credit(user.caller, body),
      credit(user.caller, body),
      credit(user.caller, body),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => r.body.entry.id)).size).toBe(1);
    expect(answers.map((r) => r.body.awarded)).toEqual([50, 50, 50]);
    expect(await balanceOf(user)).toBe(50);

    const other = await createUser(app, { companyId: user.companyId });
    const taken = await credit(user.caller, { ...body, userId: other.id });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('CREDIT_REFERENCE_TAKEN');
    expect(await balanceOf(other)).toBe(0);
  });

  it("credits a colleague of the caller's company", async () => {
    const manager = await createUser(app, { role: 'manager' });
    const colleague = await createUser(app, { role: 'tenant', companyId: manager.companyId });
    const res = await credit(manager.caller, { userId: colleague.id, amount: 10, reason: 'adjustment' });
    expect(res.status).toBe(201);
    expect(await balanceOf(colleague)).toBe(10);
    expect(await balanceOf(manager)).toBe(0);
  });

  it("answers 404 for another company's user and keeps balances apart", async () => {
    const a = await createUser(app);
    const b = await createUser(app);
    await credit(a.caller, { userId: a.id, amount: 50, reason: 'bug_report', referenceId: randomUUID() });
    const res = await credit(b.caller, { userId: a.id, amount: 500, reason: 'adjustment' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, statusCode: 404, code: 'USER_NOT_FOUND', message: 'User not found' });
    const unknown = await credit(b.caller, { userId: randomUUID(), amount: 5, reason: 'adjustment' });
    expect(unknown.status).toBe(404);
    expect(await balanceOf(a)).toBe(50);
    expect(await balanceOf(b)).toBe(0);
    // A caller that claims A's user id with B's company sees B's (empty) ledger, never A's.
    const forged = await requestJson(`${app.url}/v1/credits/balance`, {
      headers: internalHeaders({ ...a.caller, companyId: b.companyId }),
    });
    expect(forged.body).toEqual({ balance: 0 });
  });

  describe('daily cap of bug report credits (bugReportDailyCreditCap, 250 by default)', () => {
    const allowanceOf = (user: TestUser, query = '?reason=bug_report') =>
      requestJson(`${app.url}/v1/credits/allowance${query}`, { headers: internalHeaders(user.caller) });
    const report = (user: TestUser, amount = 50) =>
      credit(user.caller, { userId: user.id, amount, reason: 'bug_report', referenceId: randomUUID() });

    it('awards what is left of the cap, then nothing, and says so', async () => {
      const user = await createUser(app);
      expect((await allowanceOf(user)).body).toMatchObject({ dailyCap: 250, earnedToday: 0, remainingToday: 250 });
      const answers = [];
      for (const amount of [100, 100, 100, 100]) answers.push(await report(user, amount));
      expect(answers.map((r) => [r.status, r.body.awarded, r.body.allowance.remainingToday])).toEqual([
        [201, 100, 150],
        [201, 100, 50],
        [201, 50, 0],
        [200, 0, 0],
      ]);
      expect(answers[2]!.body.entry.amount).toBe(50);
      expect(answers[3]!.body.entry).toBeNull();
      expect(await balanceOf(user)).toBe(250);
      expect((await allowanceOf(user)).body).toMatchObject({ dailyCap: 250, earnedToday: 250, remainingToday: 0 });

      // Other reasons are not capped, corrections give no allowance back, and a colleague has their own.
      expect((await credit(user.caller, { userId: user.id, amount: 500, reason: 'adjustment' })).body.awarded).toBe(
        500,
      );
      await credit(user.caller, { userId: user.id, amount: -100, reason: 'bug_report' });
      expect((await report(user)).body.awarded).toBe(0);
      const colleague = await createUser(app, { companyId: user.companyId });
      expect((await report(colleague)).body.awarded).toBe(50);
    });

    it('holds under concurrency: 20 reports at once earn exactly the cap', async () => {
      const user = await createUser(app);
      const answers = await Promise.all(Array.from({ length: 20 }, () => report(user)));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
      expect(answers.filter((r) => r.status === 200 && r.body.awarded === 0 && r.body.entry === null)).toHaveLength(15);
      expect(answers.reduce((sum, r) => sum + (r.body.awarded as number), 0)).toBe(250);
      expect(await balanceOf(user)).toBe(250);
      const [{ count }] = await app.dataSource.query(
        `SELECT count(*)::int AS count FROM "identity"."credit_entry" WHERE user_id = $1`,
        [user.id],
      );
      expect(count).toBe(5);
    });

    it('answers a retried award with what was awarded, never a second award', async () => {
      const user = await createUser(app);
      await report(user, 200);
      const body = { userId: user.id, amount: 100, reason: 'bug_report', referenceId: randomUUID() };
      const first = await credit(user.caller, body);
      expect(first.body.awarded).toBe(50);
      const retry = await credit(user.caller, body);
      expect(retry.status).toBe(200);
      expect(retry.body).toMatchObject({ awarded: 50, entry: { id: first.body.entry.id, amount: 50 } });
      expect(await balanceOf(user)).toBe(250);
    });

    it('counts the London day: the allowance starts again at the next London midnight', async () => {
      const user = await createUser(app);
      await report(user, 250);
      // Yesterday's credits (London time) no longer count.
      await app.dataSource.query(
        `UPDATE "identity"."credit_entry" SET created_at = date_trunc('day', now() AT TIME ZONE 'Europe/London') AT TIME ZONE 'Europe/London' - interval '1 second' WHERE user_id = $1`,
        [user.id],
      );
      const res = await allowanceOf(user);
      expect(res.body).toMatchObject({ earnedToday: 0, remainingToday: 250 });
      const resetsAt = new Date(res.body.resetsAt);
      const london = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(resetsAt);
      expect(london).toBe('00:00');
      expect(resetsAt.getTime() - Date.now()).toBeGreaterThan(0);
      expect(resetsAt.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3_600_000);
      expect((await report(user)).body.awarded).toBe(50);
    });

    it('refuses an allowance query for an uncapped or missing reason, and one without a caller', async () => {
      const user = await createUser(app);
      for (const query of ['?reason=adjustment', '', '?reason=bug_report&x=1']) {
        const res = await allowanceOf(user, query);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
      const anonymous = await requestJson(`${app.url}/v1/credits/allowance?reason=bug_report`, {
        headers: internalHeaders(),
      });
      expect(anonymous.status).toBe(401);
    });
  });

  it('rejects bad input with per-field 400s and records nothing', async () => {
    const user = await createUser(app);
    const cases: [unknown, string][] = [
      [{ userId: 'nope', amount: 5, reason: 'adjustment' }, 'userId'],
      [{ userId: user.id, amount: 0, reason: 'adjustment' }, 'amount'],
      [{ userId: user.id, amount: 1.5, reason: 'adjustment' }, 'amount'],
      [{ userId: user.id, amount: '5', reason: 'adjustment' }, 'amount'],
      [{ userId: user.id, amount: 2_000_000, reason: 'adjustment' }, 'amount'],
      [{ userId: user.id, amount: 5, reason: 'Bug Report' }, 'reason'],
      [{ userId: user.id, amount: 5 }, 'reason'],
      [{ userId: user.id, amount: 5, reason: 'x', referenceId: 'a b' }, 'referenceId'],
      [{ userId: user.id, amount: 5, reason: 'x', extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await credit(user.caller, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.details.fields)).toContain(field);
    }
    expect(await balanceOf(user)).toBe(0);
  });

  it('needs the internal token and a caller', async () => {
    const user = await createUser(app);
    const body = { userId: user.id, amount: 5, reason: 'adjustment' };
    expect((await credit(user.caller, body, noToken)).status).toBe(401);
    const noCaller = await credit(undefined, body);
    expect(noCaller.status).toBe(401);
    expect(noCaller.body.code).toBe('CALLER_REQUIRED');
    const balance = await requestJson(`${app.url}/v1/credits/balance`, { headers: noToken });
    expect(balance.status).toBe(401);
    expect((await requestJson(`${app.url}/v1/credits/balance`, { headers: internalHeaders() })).status).toBe(401);
  });
});
