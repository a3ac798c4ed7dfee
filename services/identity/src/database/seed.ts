import type { Role } from '@pm/contracts';
import { DEMO, demoId } from '@pm/kit';
import type { DataSource } from 'typeorm';
import { sha256Hex } from '../common/tokens';
import { hashPassword } from '../users/password-hasher';

/** The landlord of the second agency, for demos of what one company cannot see of another. */
export const DEMO_OTHER_LANDLORD = { id: demoId(0x0, 0x108), email: 'other-landlord@example.com' } as const;

/**
 * The pending tenant invitation's link hash is fixed so the demo can open /register/demo-tenant-invitation-0001.
 * Only the demo seed has a guessable hash; real invitations get 256 random bits.
 */
export const DEMO_INVITATION = {
  id: demoId(0x1, 1),
  hash: 'demo-tenant-invitation-0001',
  email: 'new.tenant@example.com',
} as const;

const COMPANIES = [
  { id: DEMO.platformCompanyId, name: 'Letting Platform Ltd' },
  { id: DEMO.agencyCompanyId, name: 'Northgate Lettings' },
  { id: DEMO.otherAgencyCompanyId, name: 'Harbour Property Management' },
];

const USERS: { id: string; companyId: string; email: string; firstName: string; lastName: string; role: Role }[] = [
  {
    ...DEMO.users.superuser,
    companyId: DEMO.platformCompanyId,
    firstName: 'Eleanor',
    lastName: 'Whitfield',
    role: 'superuser',
  },
  { ...DEMO.users.admin, companyId: DEMO.platformCompanyId, firstName: 'Rajesh', lastName: 'Patel', role: 'admin' },
  {
    ...DEMO.users.landlord,
    companyId: DEMO.agencyCompanyId,
    firstName: 'Margaret',
    lastName: 'Hughes',
    role: 'landlord',
  },
  {
    ...DEMO.users.manager,
    companyId: DEMO.agencyCompanyId,
    firstName: 'Thomas',
    lastName: 'Fletcher',
    role: 'manager',
  },
  { ...DEMO.users.owner, companyId: DEMO.agencyCompanyId, firstName: 'Priya', lastName: 'Sharma', role: 'owner' },
  { ...DEMO.users.tenant, companyId: DEMO.agencyCompanyId, firstName: 'Oliver', lastName: 'Bennett', role: 'tenant' },
  { ...DEMO.users.trade, companyId: DEMO.agencyCompanyId, firstName: 'Gareth', lastName: 'Evans', role: 'trade' },
  {
    ...DEMO_OTHER_LANDLORD,
    companyId: DEMO.otherAgencyCompanyId,
    firstName: 'Fiona',
    lastName: 'MacLeod',
    role: 'landlord',
  },
];

/** Identity's part of the demo seed; idempotent (fixed ids, ON CONFLICT DO NOTHING), never run in production. */
export async function seedIdentity(dataSource: DataSource): Promise<void> {
  const passwordHash = await hashPassword(DEMO.password);
  await dataSource.transaction(async (manager) => {
    for (const company of COMPANIES) {
      await manager.query(`INSERT INTO "identity"."company" ("id", "name") VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
        company.id,
        company.name,
      ]);
    }
    for (const user of USERS) {
      await manager.query(
        `INSERT INTO "identity"."app_user" ("id", "company_id", "email", "first_name", "last_name", "role", "password_hash")
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
        [user.id, user.companyId, user.email, user.firstName, user.lastName, user.role, passwordHash],
      );
    }
    await manager.query(
      `INSERT INTO "identity"."invitation" ("id", "company_id", "email", "role", "hash_digest", "expires_at", "created_by")
       VALUES ($1, $2, $3, 'tenant', $4, '2099-12-31T23:59:59Z', $5) ON CONFLICT DO NOTHING`,
      [
        DEMO_INVITATION.id,
        DEMO.agencyCompanyId,
        DEMO_INVITATION.email,
        sha256Hex(DEMO_INVITATION.hash),
        DEMO.users.manager.id,
      ],
    );
  });
}
