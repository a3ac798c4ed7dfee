import { applySeeds, DEMO, DEMO_KIND, demoId } from '@pm/kit';
import { ownerDataSource, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { IDENTITY_DEMO_SEED } from '../../../services/identity/src/database/seed';
import { londonToday } from '../../../services/portfolio/src/compliance/calendar-date';
import { PORTFOLIO_DEMO_SEED } from '../../../services/portfolio/src/database/seed';
import { createProperty } from '../../../services/portfolio/test/factories';
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

const COMPLIANCE_FIELDS = `{
  propertyId asOf
  items { type needed status issuedOn expiresOn reference documentId exemptReason exemptNote problem basis recordId recordedAt }
  summary { worst counts { valid expiring expired missing exempt } }
}`;
const COMPLIANCE = `compliance ${COMPLIANCE_FIELDS}`;
const RECORD = `mutation Record($input: RecordComplianceItemInput!) { recordComplianceItem(input: $input) ${COMPLIANCE_FIELDS} }`;
const EXEMPT = `mutation Exempt($input: MarkComplianceExemptInput!) { markComplianceExempt(input: $input) ${COMPLIANCE_FIELDS} }`;
const PROPERTY = `query One($id: ID!) { property(id: $id) { id hasGasSupply licence hasCommonParts epcRating epcMinimumExempt ${COMPLIANCE} } }`;
const LIST = (first: number, fields: string) =>
  `{ properties(first: ${first}) { edges { node { id reference ${fields} } } } }`;

const property = (n: number) => demoId(DEMO_KIND.property, n);
const daysFromToday = (days: number) => {
  const date = new Date(`${londonToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('bff: compliance items (GraphQL)', () => {
  let services: Services;
  let bff: RunningApp;
  const demo = {} as Record<'manager' | 'owner' | 'tenant' | 'trade', Session>;

  const codesOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
    res.body.errors?.map((error) => error.extensions?.code);
  const fieldsOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
    res.body.errors?.[0]?.extensions?.fields;
  const stored = async (propertyId: string) =>
    (
      await ownerDataSource(services.portfolio).query(
        `SELECT count(*)::int AS n FROM "portfolio"."compliance_item" WHERE "property_id" = $1`,
        [propertyId],
      )
    )[0].n as number;

  /** A landlord of a new company and a let English house of it with gas. */
  async function companyWithHouse() {
    const account = await registerCompany(bff);
    const session = await login(bff, account.email, account.password);
    const house = await createProperty(ownerDataSource(services.portfolio), account.user.companyId, {
      status: 'let',
      type: 'house',
      epcRating: 'D',
    });
    return { session, house };
  }

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
    await applySeeds(ownerDataSource(services.identity), [IDENTITY_DEMO_SEED]);
    await applySeeds(ownerDataSource(services.portfolio), [PORTFOLIO_DEMO_SEED]);
    for (const role of ['manager', 'owner', 'tenant', 'trade'] as const) {
      demo[role] = await login(bff, DEMO.users[role].email, DEMO.password);
    }
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('[CMP-01] [CMP-02] records a certificate and marks an item exempt; Property.compliance shows both', async () => {
    const { session, house } = await companyWithHouse();
    const issuedOn = daysFromToday(-20);
    const recorded = await gql(
      bff,
      RECORD,
      { input: { propertyId: house.id, type: 'gas_safety', issuedOn, reference: 'GS-77' } },
      session.auth,
    );
    expect(recorded.body.errors).toBeUndefined();
    const gas = recorded.body.data.recordComplianceItem.items.find((i: { type: string }) => i.type === 'gas_safety');
    expect(gas).toMatchObject({ status: 'valid', needed: true, issuedOn, reference: 'GS-77', exemptReason: null });

    const exempted = await gql(
      bff,
      EXEMPT,
      { input: { propertyId: house.id, type: 'eicr', reason: 'resident_landlord' } },
      session.auth,
    );
    expect(exempted.body.errors).toBeUndefined();
    expect(exempted.body.data.markComplianceExempt.summary).toEqual({
      worst: 'missing',
      counts: { valid: 1, expiring: 0, expired: 0, missing: 3, exempt: 1 },
    });

    const read = await gql(bff, PROPERTY, { id: house.id }, session.auth);
    expect(read.body.data.property).toMatchObject({
      hasGasSupply: true,
      licence: 'none',
      hasCommonParts: false,
      epcRating: 'D',
      epcMinimumExempt: false,
    });
    expect(read.body.data.property.compliance).toEqual(exempted.body.data.markComplianceExempt);
    expect(
      read.body.data.property.compliance.items.map((i: { type: string; status: string }) => [i.type, i.status]),
    ).toEqual([
      ['gas_safety', 'valid'],
      ['eicr', 'exempt'],
      ['epc', 'missing'],
      ['smoke_co_alarms', 'missing'],
      ['legionella', 'missing'],
    ]);
  });

  it('[CMP-01] refuses bad input as BAD_USER_INPUT with the field, and stores nothing', async () => {
    const { session, house } = await companyWithHouse();
    const input = { propertyId: house.id, type: 'gas_safety', issuedOn: daysFromToday(-10) };

    const unknownType = await gql(bff, RECORD, { input: { ...input, type: 'boiler' } }, session.auth);
    expect(codesOf(unknownType)).toEqual(['BAD_USER_INPUT']);
    const reversed = await gql(bff, RECORD, { input: { ...input, expiresOn: daysFromToday(-30) } }, session.auth);
    expect([codesOf(reversed), fieldsOf(reversed)]).toEqual([['BAD_USER_INPUT'], { expiresOn: [expect.any(String)] }]);
    const badDate = await gql(bff, RECORD, { input: { ...input, issuedOn: '31/12/2025' } }, session.auth);
    expect(fieldsOf(badDate)).toEqual({ issuedOn: [expect.any(String)] });
    const malformed = await gql(bff, RECORD, { input: { ...input, propertyId: 'not-a-uuid' } }, session.auth);
    expect([codesOf(malformed), fieldsOf(malformed)]).toEqual([
      ['BAD_USER_INPUT'],
      { propertyId: [expect.any(String)] },
    ]);
    const reason = await gql(
      bff,
      EXEMPT,
      { input: { propertyId: house.id, type: 'gas_safety', reason: 'listed_building' } },
      session.auth,
    );
    expect([codesOf(reason), fieldsOf(reason)]).toEqual([['BAD_USER_INPUT'], { reason: [expect.any(String)] }]);
    const noNote = await gql(
      bff,
      EXEMPT,
      { input: { propertyId: house.id, type: 'epc', reason: 'other' } },
      session.auth,
    );
    expect(fieldsOf(noNote)).toEqual({ note: [expect.any(String)] });

    expect(await stored(house.id)).toBe(0);
  });

  it('[CMP-01] answers UNAUTHENTICATED without a token and FORBIDDEN to an owner, a tenant and a trade', async () => {
    const input = { propertyId: property(1), type: 'gas_safety', issuedOn: daysFromToday(-1) };
    const before = await stored(property(1));
    expect(codesOf(await gql(bff, RECORD, { input }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(bff, PROPERTY, { id: property(1) }))).toEqual(['UNAUTHENTICATED']);
    for (const role of ['owner', 'tenant', 'trade'] as const) {
      expect(codesOf(await gql(bff, RECORD, { input }, demo[role].auth))).toEqual(['FORBIDDEN']);
      const exempt = { propertyId: property(1), type: 'eicr', reason: 'long_lease' };
      expect(codesOf(await gql(bff, EXEMPT, { input: exempt }, demo[role].auth))).toEqual(['FORBIDDEN']);
    }
    expect(await stored(property(1))).toBe(before);
  });

  it("[CMP-01] [ISO-01] another company's property answers as not found and is left alone", async () => {
    const { house } = await companyWithHouse();
    const other = await companyWithHouse();
    for (const id of [house.id, randomUUID()]) {
      const res = await gql(
        bff,
        RECORD,
        { input: { propertyId: id, type: 'gas_safety', issuedOn: daysFromToday(-1) } },
        other.session.auth,
      );
      expect(codesOf(res)).toEqual(['PROPERTY_NOT_FOUND']);
      expect((await gql(bff, PROPERTY, { id }, other.session.auth)).body.data.property).toBeNull();
    }
    expect(await stored(house.id)).toBe(0);
  });

  it("[CMP-02] [ISO-02] an owner sees only their properties' compliance, a tenant their home's, a trade none", async () => {
    const compliances = async (session: Session) => {
      const res = await gql(bff, LIST(100, 'compliance { propertyId summary { worst } }'), {}, session.auth);
      expect(res.body.errors).toBeUndefined();
      return res.body.data.properties.edges.map((e: { node: { id: string; compliance: { propertyId: string } } }) => [
        e.node.id,
        e.node.compliance.propertyId,
      ]);
    };
    const mine = (ns: number[]) => ns.map((n) => [property(n), property(n)]);
    expect(await compliances(demo.owner)).toEqual(mine([1, 6, 9]));
    expect(await compliances(demo.tenant)).toEqual(mine([1]));
    expect(await compliances(demo.trade)).toEqual([]);
    expect(await compliances(demo.manager)).toHaveLength(12);
    // The demo's NGL-001: the tenant sees the same states as the agency.
    const staff = await gql(bff, PROPERTY, { id: property(1) }, demo.manager.auth);
    const tenant = await gql(bff, PROPERTY, { id: property(1) }, demo.tenant.auth);
    expect(tenant.body.data.property.compliance).toEqual(staff.body.data.property.compliance);
    expect(staff.body.data.property.compliance.summary.worst).toBe('expired');
  });

  it('[CMP-02] Property.compliance costs one portfolio call per request for 1 or 50 properties', async () => {
    const { session } = await companyWithHouse();
    const account = session.user.companyId;
    for (let i = 0; i < 60; i += 1) {
      await createProperty(ownerDataSource(services.portfolio), account, { status: i % 2 ? 'let' : 'vacant' });
    }
    const callsFor = async (document: string) => {
      const before = services.portfolio.requests.length;
      const res = await gql(bff, document, {}, session.auth);
      expect(res.body.errors).toBeUndefined();
      const urls = services.portfolio.requests.slice(before).map((r) => r.url);
      return { total: urls.length, compliance: urls.filter((u) => u.startsWith('/v1/compliance')).length, res };
    };
    for (const fields of ['compliance { summary { worst counts { missing } } }', COMPLIANCE]) {
      const one = await callsFor(LIST(1, fields));
      const fifty = await callsFor(LIST(50, fields));
      expect(fifty.res.body.data.properties.edges).toHaveLength(50);
      expect({ one: [one.total, one.compliance], fifty: [fifty.total, fifty.compliance] }).toEqual({
        one: [2, 1],
        fifty: [2, 1],
      });
    }
  });
});
