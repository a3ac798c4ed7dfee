import type { CallerContext, Role } from '@pm/contracts';
import { internalHeaders, ownerDataSource, requestJson, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/users/password-hasher';

export const PASSWORD = 'Sturdy-passw0rd';

let passwordHash: Promise<string> | null = null;

export const uniqueEmail = (label = 'user') => `${label}.${randomUUID().slice(0, 12)}@example.test`;

export interface TestUser {
  id: string;
  companyId: string;
  email: string;
  role: Role;
  caller: CallerContext;
}

/** A company row; each test makes its own so parallel files never share records. */
async function createCompany(app: RunningApp, name = 'Test Lettings'): Promise<string> {
  const id = randomUUID();
  await ownerDataSource(app).query(`INSERT INTO "identity"."company" ("id", "name") VALUES ($1, $2)`, [id, name]);
  return id;
}

/** A user of any role (registration only makes landlords), password PASSWORD. */
export async function createUser(
  app: RunningApp,
  options: { role?: Role; companyId?: string; email?: string } = {},
): Promise<TestUser> {
  const companyId = options.companyId ?? (await createCompany(app));
  const role = options.role ?? 'manager';
  const email = options.email ?? uniqueEmail(role);
  const id = randomUUID();
  passwordHash ??= hashPassword(PASSWORD);
  await ownerDataSource(app).query(
    `INSERT INTO "identity"."app_user" ("id", "company_id", "email", "first_name", "last_name", "role", "password_hash")
       VALUES ($1, $2, $3, 'Test', 'User', $4, $5)`,
    [id, companyId, email, role, await passwordHash],
  );
  return { id, companyId, email, role, caller: { userId: id, companyId, role } };
}

export async function openSession(app: RunningApp, userId: string): Promise<string> {
  const res = await requestJson(`${app.url}/v1/sessions`, { headers: internalHeaders(), body: { userId } });
  if (res.status !== 201) throw new Error(`session not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.refreshToken as string;
}

export async function inviteTenant(app: RunningApp, inviter: CallerContext, email = uniqueEmail('tenant')) {
  const res = await requestJson(`${app.url}/v1/invitations`, {
    headers: internalHeaders(inviter, 'identity'),
    body: { email },
  });
  if (res.status !== 201) throw new Error(`invitation not created: ${res.status} ${JSON.stringify(res.body)}`);
  return { email, hash: res.body.hash as string, id: res.body.invitation.id as string };
}

export const noToken = { 'content-type': 'application/json' };
