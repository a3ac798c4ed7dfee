import { DEMO, DEMO_KIND, demoId, type Seed, seedRows, sha256Hex } from '@pm/kit';
import { CompanyEntity } from '../companies/company.entity';
import { InvitationEntity } from '../invitations/invitation.entity';
import { hashPassword } from '../users/password-hasher';
import { UserEntity } from '../users/user.entity';

/** The landlord of the second agency, for demos of what one company cannot see of another. */
export const DEMO_OTHER_LANDLORD = {
  id: demoId(DEMO_KIND.account, 0x108),
  email: 'other-landlord@example.com',
} as const;

/** Fixed so the demo can open /register/demo-tenant-invitation-0001; real invitations get 256 random bits. */
export const DEMO_INVITATION = {
  id: demoId(DEMO_KIND.invitation, 1),
  hash: 'demo-tenant-invitation-0001',
  email: 'new.tenant@example.com',
} as const;

const COMPANIES = [
  { id: DEMO.platformCompanyId, name: 'Letting Platform Ltd' },
  { id: DEMO.agencyCompanyId, name: 'Northgate Lettings' },
  { id: DEMO.otherAgencyCompanyId, name: 'Harbour Property Management' },
];

const USERS: Partial<UserEntity>[] = [
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

export const IDENTITY_DEMO_SEED: Seed = {
  name: 'identity demo data',
  demoOnly: true,
  async rows() {
    const passwordHash = await hashPassword(DEMO.password);
    return [
      seedRows(CompanyEntity, COMPANIES, (company) => company.id ?? null),
      seedRows(
        UserEntity,
        USERS.map((user) => ({ ...user, passwordHash })),
      ),
      seedRows(InvitationEntity, [
        {
          id: DEMO_INVITATION.id,
          companyId: DEMO.agencyCompanyId,
          email: DEMO_INVITATION.email,
          role: 'tenant',
          hashDigest: sha256Hex(DEMO_INVITATION.hash),
          expiresAt: new Date('2099-12-31T23:59:59Z'),
          createdBy: DEMO.users.manager.id,
        },
      ]),
    ];
  },
};
