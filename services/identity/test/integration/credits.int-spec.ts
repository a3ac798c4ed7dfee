import { internalHeaders, requestJson, startTestApp, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../../src/app.module';
import { createUser, noToken, type TestUser } from './factories';

describe('identity: credit ledger', () => {
  let app: RunningApp;

  beforeAll(async () => {
    app = await startTestApp(AppModule);
  });
  afterAll(() => app.close());

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
      id: expect.any(String),
      companyId: user.companyId,
      userId: user.id,
      amount: 50,
      reason: 'bug_report',
      referenceId,
      createdAt: expect.any(String),
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
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
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
