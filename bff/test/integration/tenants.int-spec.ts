import { addDays, londonToday } from '../../../services/portfolio/src/compliance/calendar-date';
import { ownerDataSource, requestJson, startMailCatcher, type MailCatcher, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { createUser, PASSWORD } from '../../../services/identity/test/integration/factories';
import { createOwner, createProperty, createTenancy, createTenant } from '../../../services/portfolio/test/factories';
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

const PUBLIC_URL = 'https://app.example.test';
const LINK = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/register/([A-Za-z0-9_-]+)`);

const FIELDS = `id firstName lastName email phone dateOfBirth emergencyContactName emergencyContactPhone
  emergencyContactRelationship status notes invitedAt portalAccess
  rightToRent { state alertDate latestCheck { id checkedOn method shareCode expiresOn } }`;
const LIST = `query List($q: String, $status: TenantStatus, $first: Int! = 25, $after: String) {
  tenants(first: $first, after: $after, q: $q, status: $status) {
    totalCount edges { node { ${FIELDS} } } pageInfo { hasNextPage endCursor }
  }
}`;
const ONE = `query One($id: ID!) {
  tenant(id: $id) { ${FIELDS} rightToRentChecks { id checkedOn method expiresOn checkedByUserId } }
}`;
const HISTORY = `query History($id: ID!) { tenant(id: $id) { id history { action actorName data } } }`;
const CREATE = `mutation Create($input: CreateTenantInput!) { createTenant(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateTenantInput!) { updateTenant(id: $id, input: $input) { ${FIELDS} } }`;
const RECORD_CHECK = `mutation Check($tenantId: ID!, $input: RecordRightToRentCheckInput!) {
  recordRightToRentCheck(tenantId: $tenantId, input: $input) { id checkedOn method shareCode expiresOn checkedByUserId }
}`;
const INVITE = `mutation Invite($id: ID!) { inviteTenant(id: $id) { id invitedAt portalAccess } }`;

const INPUT = {
  firstName: 'Amara',
  lastName: 'Okoye',
  email: 'amara.okoye@example.com',
  phone: '07700 900444',
  dateOfBirth: '1994-02-11',
  emergencyContactName: 'Chidi Okoye',
  emergencyContactPhone: '020 7946 0018',
  emergencyContactRelationship: 'Brother',
  notes: 'Guarantor: her employer',
};

type Errors = { body: { errors?: { extensions?: Record<string, unknown> }[] } };
const codesOf = (res: Errors) => res.body.errors?.map((error) => error.extensions?.code);
const fieldsOf = (res: Errors) => res.body.errors?.[0]?.extensions?.fields;

describe('bff: tenants (GraphQL)', () => {
  let smtp: MailCatcher;
  let services: Services;
  let bff: RunningApp;

  async function staffOfNewCompany(): Promise<Session> {
    const account = await registerCompany(bff);
    return login(bff, account.email, account.password);
  }
  const names = async (session: Session, variables: Record<string, unknown> = {}) =>
    (await gql(bff, LIST, variables, session.auth)).body.data.tenants.edges.map(
      (edge: { node: { firstName: string; lastName: string } }) => `${edge.node.firstName} ${edge.node.lastName}`,
    );
  const create = async (session: Session, input: Record<string, unknown> = {}) => {
    const res = await gql(
      bff,
      CREATE,
      { input: { ...INPUT, email: `${randomUUID()}@example.com`, ...input } },
      session.auth,
    );
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data.createTenant as { id: string; email: string };
  };
  const sessionAs = async (role: 'owner' | 'tenant' | 'trade', companyId: string) => {
    const user = await createUser(services.identity, { role, companyId });
    return { user, session: await login(bff, user.email, PASSWORD) };
  };

  beforeAll(async () => {
    smtp = await startMailCatcher();
    // Identity sends the invitations: it reads these when it starts.
    const env = { SMTP_URL: smtp.url, QUEUE_NAMESPACE: `bff-tenants-${randomUUID().slice(0, 8)}`, PUBLIC_URL };
    const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
    Object.assign(process.env, env);
    try {
      services = await startServices();
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    bff = await startBff(serviceEnv(services));
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
    await smtp?.close();
  });

  it('[TEN-01] [ISO-04] createTenant, tenant, tenants and updateTenant: every field, and the history by name', async () => {
    const staff = await staffOfNewCompany();
    const created = await gql(bff, CREATE, { input: INPUT }, staff.auth);
    expect(created.body.errors).toBeUndefined();
    const tenant = created.body.data.createTenant;
    expect(tenant).toEqual({
      id: expect.any(String),
      ...INPUT,
      status: 'applicant',
      invitedAt: null,
      portalAccess: 'none',
      rightToRent: { state: 'not_checked', alertDate: null, latestCheck: null },
    });
    expect((await gql(bff, ONE, { id: tenant.id }, staff.auth)).body.data.tenant).toEqual({
      ...tenant,
      rightToRentChecks: [],
    });
    expect(await names(staff)).toEqual(['Amara Okoye']);

    const updated = await gql(
      bff,
      UPDATE,
      { id: tenant.id, input: { status: 'current', phone: '+44 7700 900555', notes: null } },
      staff.auth,
    );
    expect(updated.body.data.updateTenant).toMatchObject({ status: 'current', phone: '+44 7700 900555', notes: null });
    const history = (await gql(bff, HISTORY, { id: tenant.id }, staff.auth)).body.data.tenant.history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['created', 'updated']);
    expect(history[1]).toMatchObject({
      actorName: 'Lena Landlord',
      data: {
        changes: {
          status: { from: 'applicant', to: 'current' },
          phone: { from: '07700 900444', to: '+44 7700 900555' },
        },
      },
    });
  });

  it('[TEN-01] [ISO-03] tenants: searched by name or e-mail, filtered by status and paged; bad arguments refused', async () => {
    const staff = await staffOfNewCompany();
    await create(staff, { firstName: 'Zoe', lastName: 'Adams', status: 'current' });
    await create(staff, { firstName: 'Bea', lastName: 'Brown', status: 'former' });
    await create(staff, { firstName: 'Al', lastName: 'Adams', email: 'al.adams@example.org' });
    expect(await names(staff)).toEqual(['Al Adams', 'Zoe Adams', 'Bea Brown']);
    expect(await names(staff, { q: 'example.org' })).toEqual(['Al Adams']);
    expect(await names(staff, { status: 'former' })).toEqual(['Bea Brown']);
    const first = (await gql(bff, LIST, { first: 2 }, staff.auth)).body.data.tenants;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await gql(bff, LIST, { first: 2, after: first.pageInfo.endCursor }, staff.auth)).body.data.tenants;
    expect(next.edges.map((e: { node: { firstName: string } }) => e.node.firstName)).toEqual(['Bea']);

    expect(codesOf(await gql(bff, LIST, { status: 'lodger' }, staff.auth))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await gql(bff, LIST, { q: 'x'.repeat(201) }, staff.auth))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await gql(bff, ONE, { id: 'not-a-uuid' }, staff.auth))).toEqual(['BAD_USER_INPUT']);
  });

  it('[TEN-01] createTenant and updateTenant refuse bad fields as BAD_USER_INPUT by field, and change nothing', async () => {
    const staff = await staffOfNewCompany();
    const tomorrow = addDays(londonToday(), 1);
    const bad = await gql(
      bff,
      CREATE,
      {
        input: {
          ...INPUT,
          email: 'nope',
          phone: '+1 212 555 0100',
          dateOfBirth: tomorrow,
          emergencyContactPhone: '999',
        },
      },
      staff.auth,
    );
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(bad)).toEqual({
      email: ['Enter an e-mail address, such as name@example.com'],
      phone: ['Enter a UK phone number, such as 07700 900123 or 020 7946 0018'],
      dateOfBirth: ['Enter the date of birth as YYYY-MM-DD, not in the future'],
      emergencyContactPhone: ['Enter a UK phone number, such as 07700 900123 or 020 7946 0018'],
    });
    expect(codesOf(await gql(bff, CREATE, { input: { ...INPUT, status: 'lodger' } }, staff.auth))).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect((await gql(bff, LIST, {}, staff.auth)).body.data.tenants.totalCount).toBe(0);

    const tenant = await create(staff);
    const refused = await gql(bff, UPDATE, { id: tenant.id, input: { firstName: null, phone: 'call me' } }, staff.auth);
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    const badPhone = await gql(bff, UPDATE, { id: tenant.id, input: { phone: '0400 123 4567' } }, staff.auth);
    expect(fieldsOf(badPhone)).toEqual({ phone: [expect.stringMatching(/UK phone/)] });
    const after = (await gql(bff, ONE, { id: tenant.id }, staff.auth)).body.data.tenant;
    expect(after).toMatchObject({ firstName: 'Amara', phone: '07700 900444' });
    expect((await gql(bff, HISTORY, { id: tenant.id }, staff.auth)).body.data.tenant.history).toHaveLength(1);
  });

  it('[TEN-02] recordRightToRentCheck: the latest check is the state, a time-limited right within 28 days expiring; bad input changes nothing', async () => {
    const staff = await staffOfNewCompany();
    const tenant = await create(staff);
    const today = londonToday();
    const recorded = await gql(
      bff,
      RECORD_CHECK,
      {
        tenantId: tenant.id,
        input: {
          checkedOn: addDays(today, -3),
          method: 'online_share_code',
          shareCode: 'w4k-7px-9qm',
          expiresOn: addDays(today, 27),
        },
      },
      staff.auth,
    );
    expect(recorded.body.errors).toBeUndefined();
    expect(recorded.body.data.recordRightToRentCheck).toEqual({
      id: expect.any(String),
      checkedOn: addDays(today, -3),
      method: 'online_share_code',
      shareCode: 'W4K7PX9QM',
      expiresOn: addDays(today, 27),
      checkedByUserId: staff.user.id,
    });
    const read = (await gql(bff, ONE, { id: tenant.id }, staff.auth)).body.data.tenant;
    expect(read.rightToRent).toEqual({
      state: 'expiring',
      alertDate: addDays(today, -1),
      latestCheck: expect.objectContaining({ id: recorded.body.data.recordRightToRentCheck.id }),
    });

    for (const input of [
      { checkedOn: addDays(today, 1), method: 'idvt' },
      { checkedOn: today, method: 'idvt', expiresOn: addDays(today, -1) },
      { checkedOn: today, method: 'manual_document', shareCode: 'W4K7PX9QM' },
      { checkedOn: 'yesterday', method: 'idvt' },
    ]) {
      const res = await gql(bff, RECORD_CHECK, { tenantId: tenant.id, input }, staff.auth);
      expect({ input, codes: codesOf(res) }).toEqual({ input, codes: ['BAD_USER_INPUT'] });
    }
    expect(
      fieldsOf(
        await gql(
          bff,
          RECORD_CHECK,
          { tenantId: tenant.id, input: { checkedOn: today, method: 'idvt', expiresOn: today } },
          staff.auth,
        ),
      ),
    ).toEqual({
      expiresOn: ['Enter the last day of the right as YYYY-MM-DD, after the date of the check'],
    });
    expect(
      codesOf(
        await gql(
          bff,
          RECORD_CHECK,
          { tenantId: tenant.id, input: { checkedOn: today, method: 'passport' } },
          staff.auth,
        ),
      ),
    ).toEqual(['BAD_USER_INPUT']);
    expect((await gql(bff, ONE, { id: tenant.id }, staff.auth)).body.data.tenant.rightToRentChecks).toHaveLength(1);
  });

  it('[TEN-01] [TEN-02] [ISO-02] every query and mutation: UNAUTHENTICATED without a token, mutations FORBIDDEN to owners, tenants and trades', async () => {
    const staff = await staffOfNewCompany();
    const tenant = await create(staff);
    const check = { tenantId: tenant.id, input: { checkedOn: londonToday(), method: 'idvt' } };
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [ONE, { id: tenant.id }],
      [CREATE, { input: INPUT }],
      [UPDATE, { id: tenant.id, input: { firstName: 'X' } }],
      [RECORD_CHECK, check],
      [INVITE, { id: tenant.id }],
    ];
    for (const [document, variables] of calls) {
      expect(codesOf(await gql(bff, document, variables))).toEqual(['UNAUTHENTICATED']);
    }
    for (const role of ['owner', 'tenant', 'trade'] as const) {
      const { session } = await sessionAs(role, staff.user.companyId);
      for (const [document, variables] of calls.slice(2)) {
        expect({
          role,
          document: document.slice(0, 20),
          codes: codesOf(await gql(bff, document, variables, session.auth)),
        }).toEqual({
          role,
          document: document.slice(0, 20),
          codes: ['FORBIDDEN'],
        });
      }
    }
    const after = (await gql(bff, ONE, { id: tenant.id }, staff.auth)).body.data.tenant;
    expect(after).toMatchObject({ firstName: 'Amara', invitedAt: null, rightToRentChecks: [] });
    expect(smtp.received.some((mail) => mail.recipients.includes(tenant.email))).toBe(false);
  });

  it("[ISO-01] another company's tenant is null by id, absent from the list, and not found to every mutation", async () => {
    const mine = await staffOfNewCompany();
    const other = await staffOfNewCompany();
    const tenant = await create(mine);
    expect((await gql(bff, ONE, { id: tenant.id }, other.auth)).body.data.tenant).toBeNull();
    expect(await names(other)).toEqual([]);
    expect(codesOf(await gql(bff, UPDATE, { id: tenant.id, input: { firstName: 'Taken' } }, other.auth))).toEqual([
      'TENANT_NOT_FOUND',
    ]);
    const check = { checkedOn: londonToday(), method: 'idvt' };
    expect(codesOf(await gql(bff, RECORD_CHECK, { tenantId: tenant.id, input: check }, other.auth))).toEqual([
      'TENANT_NOT_FOUND',
    ]);
    expect(codesOf(await gql(bff, INVITE, { id: tenant.id }, other.auth))).toEqual(['TENANT_NOT_FOUND']);
    expect(codesOf(await gql(bff, HISTORY, { id: tenant.id }, other.auth))).toBeUndefined();
    expect((await gql(bff, ONE, { id: randomUUID() }, mine.auth)).body.data.tenant).toBeNull();
    const still = (await gql(bff, ONE, { id: tenant.id }, mine.auth)).body.data.tenant;
    expect(still).toMatchObject({ firstName: 'Amara', invitedAt: null, rightToRentChecks: [] });
  });

  it("[ISO-02] [TEN-01] an owner sees the tenants of their properties' tenancies without personal details, a tenant themself, a trade none", async () => {
    const staff = await staffOfNewCompany();
    const companyId = staff.user.companyId;
    const portfolio = ownerDataSource(services.portfolio);
    const { user: ownerUser, session: owner } = await sessionAs('owner', companyId);
    const ownRecord = await createOwner(portfolio, companyId, { userId: ownerUser.id });
    const theirs = await createProperty(portfolio, companyId, { ownerId: ownRecord.id, status: 'let' });
    const elsewhere = await createProperty(portfolio, companyId, { status: 'let' });
    const { user: tenantUser, session: tenantSession } = await sessionAs('tenant', companyId);
    const emily = await createTenant(portfolio, companyId, {
      firstName: 'Emily',
      lastName: 'Carter',
      dateOfBirth: '1996-04-18',
      emergencyContactName: 'Helen Carter',
      notes: 'Agency only',
      userId: tenantUser.id,
    });
    const james = await createTenant(portfolio, companyId, { firstName: 'James', lastName: 'Patel' });
    await createTenancy(portfolio, companyId, theirs.id, [emily.id]);
    await createTenancy(portfolio, companyId, elsewhere.id, [james.id]);

    expect(await names(staff)).toEqual(['Emily Carter', 'James Patel']);
    expect(await names(owner)).toEqual(['Emily Carter']);
    const ownersView = (await gql(bff, ONE, { id: emily.id }, owner.auth)).body.data.tenant;
    expect(ownersView).toMatchObject({
      firstName: 'Emily',
      dateOfBirth: null,
      emergencyContactName: null,
      notes: null,
      portalAccess: null,
      invitedAt: null,
    });
    expect((await gql(bff, ONE, { id: james.id }, owner.auth)).body.data.tenant).toBeNull();
    expect(codesOf(await gql(bff, HISTORY, { id: emily.id }, owner.auth))).toEqual(['TENANT_NOT_FOUND']);

    expect(await names(tenantSession)).toEqual(['Emily Carter']);
    const own = (await gql(bff, ONE, { id: emily.id }, tenantSession.auth)).body.data.tenant;
    expect(own).toMatchObject({ dateOfBirth: '1996-04-18', emergencyContactName: 'Helen Carter', notes: null });
    expect((await gql(bff, ONE, { id: james.id }, tenantSession.auth)).body.data.tenant).toBeNull();

    const { session: trade } = await sessionAs('trade', companyId);
    expect(await names(trade)).toEqual([]);
    expect((await gql(bff, ONE, { id: emily.id }, trade.auth)).body.data.tenant).toBeNull();
  });

  it("[TEN-01] inviteTenant e-mails a /register link good once within 14 days; registering opens the tenant's own record", async () => {
    const staff = await staffOfNewCompany();
    const email = `invitee.${randomUUID().slice(0, 8)}@example.test`;
    const tenant = await create(staff, { email, firstName: 'Nia', lastName: 'Jones' });
    const other = await create(staff, { firstName: 'Someone', lastName: 'Else' });

    const invited = await gql(bff, INVITE, { id: tenant.id }, staff.auth);
    expect(invited.body.errors).toBeUndefined();
    expect(invited.body.data.inviteTenant).toEqual({
      id: tenant.id,
      invitedAt: expect.any(String),
      portalAccess: 'invited',
    });

    const mail = await smtp.waitFor((m) => m.recipients.includes(email));
    expect(mail.subject).toBe('Test Lettings invites you to the Letting Platform');
    expect(mail.text).toContain('The link works once, within 14 days.');
    const hash = LINK.exec(mail.text)?.[1] ?? '';
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const preview = await requestJson(`${bff.url}/api/register/invitations/${hash}`);
    expect(preview.body.data).toMatchObject({ email, role: 'tenant', companyName: 'Test Lettings' });
    const expiresIn = Date.parse(preview.body.data.expiresAt) - Date.now();
    expect(Math.abs(expiresIn - 14 * 86_400_000)).toBeLessThan(120_000);

    const register = (password: string) =>
      requestJson(`${bff.url}/api/register`, {
        body: { invitationHash: hash, firstName: 'Nia', lastName: 'Jones', password },
      });
    expect((await register(PASSWORD)).status).toBe(201);
    const nia = await login(bff, email, PASSWORD);
    expect(nia.user.role).toBe('tenant');
    expect(await names(nia)).toEqual(['Nia Jones']);
    expect((await gql(bff, ONE, { id: tenant.id }, nia.auth)).body.data.tenant.email).toBe(email);
    expect((await gql(bff, ONE, { id: other.id }, nia.auth)).body.data.tenant).toBeNull();
    expect((await gql(bff, ONE, { id: tenant.id }, staff.auth)).body.data.tenant.portalAccess).toBe('active');

    // One use: the link is spent, and a tenant with a login is not invited again.
    expect((await register(`${PASSWORD}-again`)).status).toBeGreaterThanOrEqual(400);
    expect(codesOf(await gql(bff, INVITE, { id: tenant.id }, staff.auth))).toEqual(['EMAIL_TAKEN']);
  });
});
