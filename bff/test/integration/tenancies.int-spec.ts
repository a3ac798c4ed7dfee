import { ownerDataSource, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createUser, PASSWORD } from '../../../services/identity/test/integration/factories';
import { addDays, londonToday } from '../../../services/portfolio/src/compliance/calendar-date';
import type { PropertyEntity } from '../../../services/portfolio/src/properties/property.entity';
import { createOwner, createProperty } from '../../../services/portfolio/test/factories';
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

const FIELDS = `id status type nation startDate endDate rentPence currentRentPence rentFrequency rentDueDay
  monthlyRentPence noticeGivenOn tenantIds tenants { id firstName } property { id status }
  deposit { amountPence scheme receivedOn protectedOn reference prescribedInformationServedOn capPence capRule
    deadline alertOn state }
  rentChanges { effectiveFrom rentPence }`;
const LIST = `query List($status: [LeaseStatus!], $propertyId: ID, $type: [TenancyType!], $endingWithinDays: Int) {
  tenancies(first: 50, status: $status, propertyId: $propertyId, type: $type, endingWithinDays: $endingWithinDays) {
    totalCount edges { node { id status type schedule { periodStart amountPence } } }
  }
}`;
const ONE = `query One($id: ID!) { tenancy(id: $id) { ${FIELDS} scheduleUntil
  schedule { periodStart periodEnd dueDate amountPence } } }`;
const HISTORY = `query History($id: ID!) { tenancy(id: $id) { id history { action actorName data } } }`;
const RULES = `query Rules($nation: Nation!, $rentPence: Int, $rentFrequency: RentFrequency) {
  tenancyRules(nation: $nation, rentPence: $rentPence, rentFrequency: $rentFrequency) {
    tenancyTypes depositSchemes depositCapPence depositCapRule } }`;
const CREATE = `mutation Create($input: CreateTenancyInput!) { createTenancy(input: $input) { ${FIELDS}
  schedule { periodStart amountPence } } }`;
const ACTIVATE = `mutation Activate($id: ID!) { activateTenancy(id: $id) { id status property { id status } } }`;
const NOTICE = `mutation Notice($id: ID!, $input: GiveNoticeInput!) { giveNotice(id: $id, input: $input) {
  id status noticeGivenOn endDate } }`;
const END = `mutation End($id: ID!, $input: EndTenancyInput!) { endTenancy(id: $id, input: $input) {
  id status endDate property { id status } } }`;
const CHANGE_RENT = `mutation ChangeRent($id: ID!, $input: ChangeRentInput!) { changeRent(id: $id, input: $input) {
  id rentChanges { effectiveFrom rentPence } schedule { periodStart amountPence } } }`;
const DEPOSIT = `mutation Deposit($id: ID!, $input: RecordDepositInput!) { recordDeposit(id: $id, input: $input) {
  id deposit { receivedOn protectedOn reference prescribedInformationServedOn deadline alertOn state } } }`;
const LEASES = `query { leases(first: 50) { totalCount edges { node { id status monthlyRentPence property { id } } } } }`;

type Errors = { body: { errors?: { message: string; extensions?: Record<string, unknown> }[] } };
const codesOf = (res: Errors) => res.body.errors?.map((error) => error.extensions?.code);
const fieldsOf = (res: Errors) => res.body.errors?.[0]?.extensions?.fields as Record<string, string[]> | undefined;

describe('bff: tenancies (GraphQL)', () => {
  let services: Services;
  let bff: RunningApp;
  let portfolio: DataSource;
  const today = londonToday();

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
    portfolio = ownerDataSource(services.portfolio);
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  async function staffOfNewCompany(): Promise<Session> {
    const account = await registerCompany(bff);
    return login(bff, account.email, account.password);
  }

  /** A tenant of the company, with a Right to Rent check (TEN-02) unless told otherwise. */
  async function createTenant(
    companyId: string,
    options: { userId?: string; rightToRent?: boolean } = {},
  ): Promise<string> {
    const [row] = (await portfolio.query(
      `INSERT INTO "portfolio"."tenant" ("company_id", "first_name", "last_name", "email", "phone", "user_id")
       VALUES ($1, 'Tess', 'Tenant', $2, '07700 900123', $3) RETURNING "id"`,
      [companyId, `tess.${randomUUID().slice(0, 8)}@example.test`, options.userId ?? null],
    )) as { id: string }[];
    if (options.rightToRent !== false) {
      await portfolio.query(
        `INSERT INTO "portfolio"."tenant_right_to_rent_check" ("company_id", "tenant_id", "checked_on", "method")
         VALUES ($1, $2, $3, 'manual_document')`,
        [companyId, row!.id, addDays(today, -400)],
      );
    }
    return row!.id;
  }

  const WHERE: Record<string, Partial<PropertyEntity>> = {
    england: { nation: 'england', postcode: 'M14 5AL' },
    wales: { nation: 'wales', postcode: 'CF24 3AT', city: 'Cardiff' },
    scotland: { nation: 'scotland', postcode: 'EH6 8PG', city: 'Edinburgh' },
    northern_ireland: { nation: 'northern_ireland', postcode: 'BT7 1NN', city: 'Belfast' },
  };

  async function setUp(nation = 'england', propertyOverrides: Partial<PropertyEntity> = {}) {
    const staff = await staffOfNewCompany();
    const companyId = staff.user.companyId;
    const property = await createProperty(portfolio, companyId, { ...WHERE[nation], ...propertyOverrides });
    const tenantId = await createTenant(companyId);
    return { staff, companyId, property, tenantId };
  }

  const input = (propertyId: string, tenantIds: string[], overrides: Record<string, unknown> = {}) => ({
    propertyId,
    tenantIds,
    type: 'assured_periodic',
    startDate: addDays(today, -40),
    endDate: null,
    rentPence: 100_000,
    rentFrequency: 'monthly',
    rentDueDay: 1,
    depositPence: 115_384,
    depositScheme: 'dps',
    ...overrides,
  });

  const create = async (session: Session, variables: Record<string, unknown>) => {
    const res = await gql(bff, CREATE, { input: variables }, session.auth);
    return res;
  };
  const count = async (session: Session) => (await gql(bff, LIST, {}, session.auth)).body.data.tenancies.totalCount;

  it('[LEASE-01] [LEASE-03] [LEASE-04] [DEP-01] [DEP-02] [ISO-04] creates, activates, changes rent, records the deposit, gives notice and ends a tenancy', async () => {
    const { staff, property, tenantId } = await setUp();
    const created = await create(staff, input(property.id, [tenantId]));
    expect(created.body.errors).toBeUndefined();
    const tenancy = created.body.data.createTenancy;
    expect(tenancy).toMatchObject({
      status: 'draft',
      type: 'assured_periodic',
      nation: 'england',
      endDate: null,
      rentPence: 100_000,
      currentRentPence: 100_000,
      monthlyRentPence: 100_000,
      rentDueDay: 1,
      tenantIds: [tenantId],
      property: { id: property.id, status: 'vacant' },
      deposit: {
        amountPence: 115_384,
        scheme: 'dps',
        capPence: 115_384,
        capRule: "5 weeks' rent",
        state: 'awaiting_receipt',
      },
    });
    // Pro-rated from the start to the day before the next 1st, then whole months.
    expect(tenancy.schedule[0].periodStart).toBe(input('', []).startDate);
    expect(tenancy.schedule[1]).toMatchObject({ amountPence: 100_000 });
    expect(tenancy.schedule[1].periodStart.endsWith('-01')).toBe(true);

    const activated = (await gql(bff, ACTIVATE, { id: tenancy.id }, staff.auth)).body.data.activateTenancy;
    expect(activated).toEqual({ id: tenancy.id, status: 'active', property: { id: property.id, status: 'let' } });

    const from = addDays(today, 45);
    const changed = await gql(
      bff,
      CHANGE_RENT,
      { id: tenancy.id, input: { effectiveFrom: from, rentPence: 110_000 } },
      staff.auth,
    );
    expect(changed.body.errors).toBeUndefined();
    expect(changed.body.data.changeRent.rentChanges).toEqual([{ effectiveFrom: from, rentPence: 110_000 }]);
    const charges: { periodStart: string; amountPence: number }[] = changed.body.data.changeRent.schedule;
    // Each period is priced at the rent in force on its first day: none that began before the change moves.
    for (const charge of charges.slice(1)) {
      expect(charge.amountPence).toBe(charge.periodStart >= from ? 110_000 : 100_000);
    }

    const received = addDays(today, -2);
    const deposit = await gql(bff, DEPOSIT, { id: tenancy.id, input: { receivedOn: received } }, staff.auth);
    expect(deposit.body.data.recordDeposit.deposit).toEqual({
      receivedOn: received,
      protectedOn: null,
      reference: null,
      prescribedInformationServedOn: null,
      deadline: addDays(received, 29),
      alertOn: addDays(received, 22),
      state: 'awaiting_protection',
    });
    const protectedDeposit = await gql(
      bff,
      DEPOSIT,
      { id: tenancy.id, input: { protectedOn: today, reference: ' DPS-1 ', prescribedInformationServedOn: today } },
      staff.auth,
    );
    expect(protectedDeposit.body.data.recordDeposit.deposit).toMatchObject({ reference: 'DPS-1', state: 'protected' });

    const noticeEnd = addDays(today, 60);
    const notice = await gql(
      bff,
      NOTICE,
      { id: tenancy.id, input: { noticeGivenOn: today, endDate: noticeEnd } },
      staff.auth,
    );
    expect(notice.body.data.giveNotice).toEqual({
      id: tenancy.id,
      status: 'ending',
      noticeGivenOn: today,
      endDate: noticeEnd,
    });
    const ending = (await gql(bff, LIST, { endingWithinDays: 60 }, staff.auth)).body.data.tenancies;
    expect(ending.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([tenancy.id]);
    expect((await gql(bff, LIST, { endingWithinDays: 59 }, staff.auth)).body.data.tenancies.totalCount).toBe(0);

    const ended = await gql(bff, END, { id: tenancy.id, input: { endDate: today } }, staff.auth);
    expect(ended.body.data.endTenancy).toEqual({
      id: tenancy.id,
      status: 'ended',
      endDate: today,
      property: { id: property.id, status: 'vacant' },
    });

    const history = (await gql(bff, HISTORY, { id: tenancy.id }, staff.auth)).body.data.tenancy.history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual([
      'created',
      'activated',
      'rent_changed',
      'deposit_recorded',
      'deposit_recorded',
      'notice_given',
      'ended',
    ]);
    expect(history[2]).toMatchObject({
      actorName: expect.any(String),
      data: { effectiveFrom: from, changes: { rentPence: { from: 100_000, to: 110_000 } } },
    });
    // The existing `leases` query reads the same tenancy.
    const leases = (await gql(bff, LEASES, {}, staff.auth)).body.data.leases;
    expect(leases.edges[0].node).toEqual({
      id: tenancy.id,
      status: 'ended',
      monthlyRentPence: 100_000,
      property: { id: property.id },
    });
  });

  it('[LEASE-01] filters by status, property and type, and reads each schedule in the same call', async () => {
    const { staff, companyId, property, tenantId } = await setUp();
    const other = await createProperty(portfolio, companyId, WHERE.england);
    const a = (await create(staff, input(property.id, [tenantId]))).body.data.createTenancy.id;
    const b = (await create(staff, input(other.id, [tenantId], { type: 'company_let', endDate: addDays(today, 300) })))
      .body.data.createTenancy.id;
    await gql(bff, ACTIVATE, { id: a }, staff.auth);
    const ids = async (variables: Record<string, unknown>) =>
      (await gql(bff, LIST, variables, staff.auth)).body.data.tenancies.edges.map(
        (e: { node: { id: string } }) => e.node.id,
      );
    expect(await ids({ status: ['active'] })).toEqual([a]);
    expect(await ids({ status: ['draft', 'active'] })).toEqual([b, a]);
    expect(await ids({ propertyId: other.id })).toEqual([b]);
    expect(await ids({ type: ['company_let'] })).toEqual([b]);
    const before = services.portfolio.requests.length;
    const list = await gql(bff, LIST, {}, staff.auth);
    expect(services.portfolio.requests.length - before).toBe(1);
    expect(list.body.data.tenancies.edges[0].node.schedule.length).toBeGreaterThan(0);
  });

  it('[LEASE-02] refuses a type of another nation with a field error, per nation, and accepts its own', async () => {
    const wrong: Record<string, string> = {
      england: 'private_residential_tenancy',
      wales: 'assured_periodic',
      scotland: 'private_tenancy',
      northern_ireland: 'standard_occupation_contract',
    };
    const own: Record<string, string> = {
      england: 'assured_periodic',
      wales: 'standard_occupation_contract',
      scotland: 'private_residential_tenancy',
      northern_ireland: 'private_tenancy',
    };
    const schemes: Record<string, string> = {
      england: 'dps',
      wales: 'tds',
      scotland: 'safedeposits_scotland',
      northern_ireland: 'tds_ni',
    };
    for (const nation of Object.keys(wrong)) {
      const { staff, property, tenantId } = await setUp(nation);
      const terms = { depositPence: 50_000, depositScheme: schemes[nation] };
      const refused = await create(staff, input(property.id, [tenantId], { ...terms, type: wrong[nation] }));
      expect({ nation, codes: codesOf(refused) }).toEqual({ nation, codes: ['BAD_USER_INPUT'] });
      expect(Object.keys(fieldsOf(refused)!)).toEqual(['type']);
      expect(await count(staff)).toBe(0);
      const rules = (await gql(bff, RULES, { nation }, staff.auth)).body.data.tenancyRules;
      expect(rules.tenancyTypes).toContain(own[nation]);
      expect(rules.tenancyTypes).not.toContain(wrong[nation]);
      const accepted = await create(staff, input(property.id, [tenantId], { ...terms, type: own[nation] }));
      expect({ nation, errors: accepted.body.errors }).toEqual({ nation, errors: undefined });
    }
  });

  it("[LEASE-02] refuses an end date for England's assured periodic tenancy and an assured shorthold tenancy starting now", async () => {
    const { staff, property, tenantId } = await setUp();
    const fixed = await create(staff, input(property.id, [tenantId], { endDate: addDays(today, 365) }));
    expect(fieldsOf(fixed)).toEqual({ endDate: [expect.stringMatching(/no end date/)] });
    const ast = await create(
      staff,
      input(property.id, [tenantId], { type: 'assured_shorthold', endDate: addDays(today, 365) }),
    );
    expect(fieldsOf(ast)?.type).toEqual([expect.stringMatching(/before 1 May 2026/)]);
    expect(await count(staff)).toBe(0);
  });

  it.each([
    ['england', 115_384, '£1,153.84'],
    ['scotland', 200_000, '£2,000.00'],
    ['northern_ireland', 100_000, '£1,000.00'],
  ] as const)(
    '[DEP-01] %s: a deposit 1p over the cap is refused with the cap, exactly at it accepted',
    async (nation, cap, shown) => {
      const { staff, property, tenantId } = await setUp(nation);
      const type = {
        england: 'assured_periodic',
        scotland: 'private_residential_tenancy',
        northern_ireland: 'private_tenancy',
      }[nation];
      const scheme = { england: 'dps', scotland: 'lps_scotland', northern_ireland: 'mydeposits_ni' }[nation];
      const rules = (await gql(bff, RULES, { nation, rentPence: 100_000, rentFrequency: 'monthly' }, staff.auth)).body
        .data;
      expect(rules.tenancyRules.depositCapPence).toBe(cap);
      const over = await create(
        staff,
        input(property.id, [tenantId], { type, depositScheme: scheme, depositPence: cap + 1 }),
      );
      expect(codesOf(over)).toEqual(['BAD_USER_INPUT']);
      expect(fieldsOf(over)).toEqual({ depositPence: [expect.stringContaining(shown)] });
      expect(await count(staff)).toBe(0);
      const at = await create(
        staff,
        input(property.id, [tenantId], { type, depositScheme: scheme, depositPence: cap }),
      );
      expect(at.body.data.createTenancy.deposit).toMatchObject({ amountPence: cap, capPence: cap });
    },
  );

  it('[DEP-01] Wales sets no cap', async () => {
    const { staff, property, tenantId } = await setUp('wales');
    const big = await create(
      staff,
      input(property.id, [tenantId], {
        type: 'standard_occupation_contract',
        depositScheme: 'tds',
        depositPence: 1_000_000,
      }),
    );
    expect(big.body.data.createTenancy.deposit).toMatchObject({ amountPence: 1_000_000, capPence: null });
  });

  it('[DEP-02] refuses a Scottish scheme on an English property and an English one on a Scottish property', async () => {
    const english = await setUp('england');
    const scottishScheme = await create(
      english.staff,
      input(english.property.id, [english.tenantId], { depositScheme: 'safedeposits_scotland' }),
    );
    expect(fieldsOf(scottishScheme)).toEqual({
      depositScheme: [expect.stringMatching(/^In England a deposit is protected by/)],
    });
    const scottish = await setUp('scotland');
    const englishScheme = await create(
      scottish.staff,
      input(scottish.property.id, [scottish.tenantId], {
        type: 'private_residential_tenancy',
        depositPence: 50_000,
        depositScheme: 'dps',
      }),
    );
    expect(Object.keys(fieldsOf(englishScheme)!)).toEqual(['depositScheme']);
    expect(await count(english.staff)).toBe(0);
    expect(await count(scottish.staff)).toBe(0);
  });

  it('[LEASE-03] refuses a second active tenancy of a property for overlapping dates, and allows one after it', async () => {
    const { staff, property, tenantId } = await setUp();
    const let1 = {
      type: 'company_let',
      startDate: addDays(today, -200),
      endDate: addDays(today, -20),
      depositPence: null,
    };
    const first = (await create(staff, input(property.id, [tenantId], let1))).body.data.createTenancy.id;
    const overlapping = (
      await create(staff, input(property.id, [tenantId], { ...let1, startDate: addDays(today, -30), endDate: null }))
    ).body.data.createTenancy.id;
    const after = (
      await create(staff, input(property.id, [tenantId], { ...let1, startDate: addDays(today, -19), endDate: null }))
    ).body.data.createTenancy.id;
    expect(codesOf(await gql(bff, ACTIVATE, { id: first }, staff.auth))).toBeUndefined();
    const refused = await gql(bff, ACTIVATE, { id: overlapping }, staff.auth);
    expect(codesOf(refused)).toEqual(['TENANCY_OVERLAPS']);
    expect(refused.body.errors?.[0]?.message).toMatch(/already has an active tenancy .* overlap/);
    expect((await gql(bff, ONE, { id: overlapping }, staff.auth)).body.data.tenancy.status).toBe('draft');
    expect((await gql(bff, ACTIVATE, { id: after }, staff.auth)).body.data.activateTenancy.status).toBe('active');
    // A move its status does not allow: 409 with what is allowed.
    const twice = await gql(bff, ACTIVATE, { id: first }, staff.auth);
    expect(codesOf(twice)).toEqual(['TENANCY_STATUS_CONFLICT']);
    expect(twice.body.errors?.[0]?.message).toBe('An active tenancy cannot be activated; only a draft one can');
    const draftNotice = await gql(
      bff,
      NOTICE,
      { id: overlapping, input: { noticeGivenOn: today, endDate: today } },
      staff.auth,
    );
    expect(codesOf(draftNotice)).toEqual(['TENANCY_STATUS_CONFLICT']);
  });

  it('[LEASE-03] [TEN-02] refuses to activate an English tenancy until every tenant has a Right to Rent check; not in Scotland', async () => {
    const { staff, companyId, property, tenantId } = await setUp();
    const unchecked = await createTenant(companyId, { rightToRent: false });
    const id = (await create(staff, input(property.id, [tenantId, unchecked]))).body.data.createTenancy.id;
    const refused = await gql(bff, ACTIVATE, { id }, staff.auth);
    expect(codesOf(refused)).toEqual(['RIGHT_TO_RENT_MISSING']);
    expect(refused.body.errors?.[0]?.message).toMatch(/1 of 2/);
    expect((await gql(bff, ONE, { id }, staff.auth)).body.data.tenancy).toMatchObject({
      status: 'draft',
      property: { status: 'vacant' },
    });

    const scotland = await setUp('scotland');
    const noCheck = await createTenant(scotland.companyId, { rightToRent: false });
    const scottish = (
      await create(
        scotland.staff,
        input(scotland.property.id, [noCheck], { type: 'private_residential_tenancy', depositScheme: 'lps_scotland' }),
      )
    ).body.data.createTenancy.id;
    expect((await gql(bff, ACTIVATE, { id: scottish }, scotland.staff.auth)).body.data.activateTenancy.status).toBe(
      'active',
    );
  });

  it('[LEASE-01] [LEASE-04] refuses bad input by field and changes nothing', async () => {
    const { staff, property, tenantId } = await setUp();
    const bad = await create(
      staff,
      input(property.id, [tenantId], { startDate: '2026-02-30', rentDueDay: 32, rentPence: 0, tenantIds: [] }),
    );
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(Object.keys(fieldsOf(bad)!).sort()).toEqual(['rentDueDay', 'rentPence', 'startDate', 'tenantIds']);
    const unknown = await create(staff, input(randomUUID(), [randomUUID()]));
    expect(fieldsOf(unknown)).toEqual({
      propertyId: ['Choose a property from the list'],
      tenantIds: ['Choose tenants from the list'],
    });
    const noDueDay = await create(staff, input(property.id, [tenantId], { rentDueDay: null }));
    expect(Object.keys(fieldsOf(noDueDay)!)).toEqual(['rentDueDay']);
    expect(await count(staff)).toBe(0);

    const id = (await create(staff, input(property.id, [tenantId]))).body.data.createTenancy.id;
    await gql(bff, ACTIVATE, { id }, staff.auth);
    const past = await gql(
      bff,
      CHANGE_RENT,
      { id, input: { effectiveFrom: addDays(today, -1), rentPence: 90_000 } },
      staff.auth,
    );
    expect(fieldsOf(past)).toEqual({ effectiveFrom: [expect.stringMatching(/today or later/)] });
    const future = await gql(bff, DEPOSIT, { id, input: { receivedOn: addDays(today, 1) } }, staff.auth);
    expect(fieldsOf(future)).toEqual({ receivedOn: ['This date cannot be in the future'] });
    const early = await gql(bff, DEPOSIT, { id, input: { protectedOn: today } }, staff.auth);
    expect(fieldsOf(early)).toEqual({ protectedOn: ['Record the day the deposit was received first'] });
    const late = await gql(bff, END, { id, input: { endDate: addDays(today, 1) } }, staff.auth);
    expect(codesOf(late)).toEqual(['BAD_USER_INPUT']);
    const notice = await gql(
      bff,
      NOTICE,
      { id, input: { noticeGivenOn: today, endDate: addDays(today, -1) } },
      staff.auth,
    );
    expect(Object.keys(fieldsOf(notice)!)).toEqual(['endDate']);
    const after = (await gql(bff, ONE, { id }, staff.auth)).body.data.tenancy;
    expect(after).toMatchObject({ status: 'active', rentChanges: [], deposit: { receivedOn: null }, endDate: null });
    expect(codesOf(await gql(bff, ONE, { id: 'nope' }, staff.auth))).toEqual(['BAD_USER_INPUT']);
  });

  it('[ISO-02] answers UNAUTHENTICATED without a token to every query and mutation', async () => {
    const id = randomUUID();
    const documents: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [ONE, { id }],
      [RULES, { nation: 'england' }],
      [CREATE, { input: input(id, [id]) }],
      [ACTIVATE, { id }],
      [NOTICE, { id, input: { noticeGivenOn: today, endDate: today } }],
      [END, { id, input: { endDate: today } }],
      [CHANGE_RENT, { id, input: { effectiveFrom: today, rentPence: 1 } }],
      [DEPOSIT, { id, input: {} }],
    ];
    for (const [document, variables] of documents) {
      expect(codesOf(await gql(bff, document, variables))).toEqual(['UNAUTHENTICATED']);
    }
  });

  it("[ISO-01] answers another company's tenancy as not found and never changes it", async () => {
    const { staff, property, tenantId } = await setUp();
    const other = await staffOfNewCompany();
    const id = (await create(staff, input(property.id, [tenantId]))).body.data.createTenancy.id;
    expect((await gql(bff, ONE, { id }, other.auth)).body.data.tenancy).toBeNull();
    expect(await count(other)).toBe(0);
    for (const [document, variables] of [
      [ACTIVATE, { id }],
      [NOTICE, { id, input: { noticeGivenOn: today, endDate: today } }],
      [END, { id, input: { endDate: today } }],
      [CHANGE_RENT, { id, input: { effectiveFrom: addDays(today, 10), rentPence: 1 } }],
      [DEPOSIT, { id, input: { receivedOn: today } }],
    ] as const) {
      expect(codesOf(await gql(bff, document, variables, other.auth))).toEqual(['TENANCY_NOT_FOUND']);
    }
    // Their own property and tenants are not the other company's to use either.
    const theirs = await create(other, input(property.id, [tenantId]));
    expect(Object.keys(fieldsOf(theirs)!).sort()).toEqual(['propertyId', 'tenantIds']);
    expect((await gql(bff, ONE, { id }, staff.auth)).body.data.tenancy).toMatchObject({
      status: 'draft',
      rentChanges: [],
      deposit: { receivedOn: null },
    });
  });

  it("[ISO-02] an owner sees their properties' tenancies and their tenants, a tenant their own with only themself, a trade none; none may change them", async () => {
    const { staff, companyId, property, tenantId } = await setUp();
    const ownerUser = await createUser(services.identity, { role: 'owner', companyId });
    const tenantUser = await createUser(services.identity, { role: 'tenant', companyId });
    const tradeUser = await createUser(services.identity, { role: 'trade', companyId });
    const ownerRecord = await createOwner(portfolio, companyId, { userId: ownerUser.id });
    await portfolio.query(`UPDATE "portfolio"."property" SET "owner_id" = $1 WHERE "id" = $2`, [
      ownerRecord.id,
      property.id,
    ]);
    const elsewhere = await createProperty(portfolio, companyId, WHERE.england);
    const me = await createTenant(companyId, { userId: tenantUser.id });
    const mine = (await create(staff, input(property.id, [me, tenantId]))).body.data.createTenancy.id;
    const notMine = (await create(staff, input(elsewhere.id, [tenantId]))).body.data.createTenancy.id;
    await gql(bff, ACTIVATE, { id: mine }, staff.auth);

    const owner = await login(bff, ownerUser.email, PASSWORD);
    const tenant = await login(bff, tenantUser.email, PASSWORD);
    const trade = await login(bff, tradeUser.email, PASSWORD);
    const listed = async (session: Session) =>
      (await gql(bff, LIST, {}, session.auth)).body.data.tenancies.edges.map(
        (e: { node: { id: string } }) => e.node.id,
      );

    expect(await listed(staff)).toEqual([notMine, mine]);
    expect(await listed(owner)).toEqual([mine]);
    expect(await listed(tenant)).toEqual([mine]);
    expect(await listed(trade)).toEqual([]);

    const ownersView = (await gql(bff, ONE, { id: mine }, owner.auth)).body.data.tenancy;
    expect(ownersView).toMatchObject({ id: mine, property: { id: property.id } });
    expect([...ownersView.tenantIds].sort()).toEqual([me, tenantId].sort());
    expect(ownersView.schedule.length).toBeGreaterThan(0);
    const tenantsView = (await gql(bff, ONE, { id: mine }, tenant.auth)).body.data.tenancy;
    expect(tenantsView).toMatchObject({
      id: mine,
      tenantIds: [me],
      tenants: [{ id: me, firstName: 'Tess' }],
      property: { id: property.id },
    });
    expect(tenantsView.deposit.state).toBe('awaiting_receipt');
    for (const session of [owner, tenant, trade]) {
      expect((await gql(bff, ONE, { id: notMine }, session.auth)).body.data.tenancy).toBeNull();
      expect(codesOf(await gql(bff, HISTORY, { id: mine }, session.auth))).toEqual(
        session === trade ? undefined : ['TENANCY_NOT_FOUND'],
      );
      expect(codesOf(await gql(bff, RULES, { nation: 'england' }, session.auth))).toEqual(['FORBIDDEN']);
      expect(codesOf(await create(session, input(property.id, [tenantId])))).toEqual(['FORBIDDEN']);
      for (const [document, variables] of [
        [ACTIVATE, { id: notMine }],
        [NOTICE, { id: mine, input: { noticeGivenOn: today, endDate: today } }],
        [END, { id: mine, input: { endDate: today } }],
        [CHANGE_RENT, { id: mine, input: { effectiveFrom: addDays(today, 10), rentPence: 1 } }],
        [DEPOSIT, { id: mine, input: { receivedOn: today } }],
      ] as const) {
        expect(codesOf(await gql(bff, document, variables, session.auth))).toEqual(['FORBIDDEN']);
      }
    }
    expect((await gql(bff, ONE, { id: mine }, trade.auth)).body.data.tenancy).toBeNull();
    expect((await gql(bff, ONE, { id: mine }, staff.auth)).body.data.tenancy).toMatchObject({
      status: 'active',
      deposit: { receivedOn: null },
      rentChanges: [],
    });
  });
});
