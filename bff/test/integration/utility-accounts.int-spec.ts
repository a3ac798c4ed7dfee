import { ownerDataSource, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { createUser, PASSWORD } from '../../../services/identity/test/integration/factories';
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

const READING = 'id accountId readOn value kind takenByName takenByUserId meterReplaced createdAt';
const FIELDS = `id propertyId kind supplier accountNumber meterPoint payer createdAt updatedAt readings { ${READING} }`;
const LIST = `query List($propertyId: ID!) { utilityAccounts(propertyId: $propertyId) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: CreateUtilityAccountInput!) { createUtilityAccount(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateUtilityAccountInput!) { updateUtilityAccount(id: $id, input: $input) { ${FIELDS} } }`;
const RECORD = `mutation Record($input: RecordMeterReadingInput!) { recordMeterReading(input: $input) { ${FIELDS} } }`;

const VALID_MPAN = '1200023305968';
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('bff: utility accounts (GraphQL)', () => {
  let services: Services;
  let bff: RunningApp;

  const codesOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
    res.body.errors?.map((error) => error.extensions?.code);
  const fieldsOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
    res.body.errors?.[0]?.extensions?.fields as Record<string, string[]> | undefined;
  /** A new company's landlord and one of its properties. */
  async function staffWithProperty(): Promise<{ session: Session; propertyId: string }> {
    const account = await registerCompany(bff);
    const session = await login(bff, account.email, account.password);
    const property = await createProperty(ownerDataSource(services.portfolio), session.user.companyId);
    return { session, propertyId: property.id };
  }

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('[UTIL-01] adds an electricity account, records readings, confirms a lower one as a replaced meter, and lists them', async () => {
    const { session, propertyId } = await staffWithProperty();
    const created = await gql(
      bff,
      CREATE,
      { input: { propertyId, kind: 'electricity', supplier: 'Octopus', meterPoint: VALID_MPAN, payer: 'tenant' } },
      session.auth,
    );
    expect(created.body.errors).toBeUndefined();
    const account = created.body.data.createUtilityAccount;
    expect(account).toMatchObject({ propertyId, kind: 'electricity', meterPoint: VALID_MPAN, readings: [] });

    const reading = { accountId: account.id, readOn: yesterday(), kind: 'move_in', takenByName: 'Clerk' };
    const first = await gql(bff, RECORD, { input: { ...reading, value: 500 } }, session.auth);
    expect(first.body.data.recordMeterReading.readings).toEqual([
      expect.objectContaining({ value: 500, kind: 'move_in', meterReplaced: false, takenByUserId: session.user.id }),
    ]);
    const lower = await gql(bff, RECORD, { input: { ...reading, kind: 'routine', value: 20 } }, session.auth);
    expect(codesOf(lower)).toEqual(['BAD_USER_INPUT']);
    expect(Object.keys(fieldsOf(lower) ?? {})).toEqual(['value']);
    const confirmed = await gql(
      bff,
      RECORD,
      { input: { ...reading, kind: 'routine', value: 20, meterReplaced: true } },
      session.auth,
    );
    expect(confirmed.body.data.recordMeterReading.readings.map((r: { value: number }) => r.value)).toEqual([20, 500]);

    const updated = await gql(bff, UPDATE, { id: account.id, input: { payer: 'landlord' } }, session.auth);
    expect(updated.body.data.updateUtilityAccount.payer).toBe('landlord');
    const list = await gql(bff, LIST, { propertyId }, session.auth);
    expect(list.body.data.utilityAccounts).toEqual([updated.body.data.updateUtilityAccount]);
  });

  it("[UTIL-01] [ISO-01] another company's property and unknown ones answer null; their accounts cannot be changed", async () => {
    const mine = await staffWithProperty();
    const other = await staffWithProperty();
    const created = await gql(
      bff,
      CREATE,
      { input: { propertyId: mine.propertyId, kind: 'water', supplier: 'Thames Water', payer: 'tenant' } },
      mine.session.auth,
    );
    const id = created.body.data.createUtilityAccount.id;

    expect(
      (await gql(bff, LIST, { propertyId: mine.propertyId }, other.session.auth)).body.data.utilityAccounts,
    ).toBeNull();
    expect(
      (await gql(bff, LIST, { propertyId: randomUUID() }, mine.session.auth)).body.data.utilityAccounts,
    ).toBeNull();
    expect(codesOf(await gql(bff, UPDATE, { id, input: { supplier: 'X' } }, other.session.auth))).toEqual([
      'UTILITY_ACCOUNT_NOT_FOUND',
    ]);
    const stolen = await gql(
      bff,
      CREATE,
      { input: { propertyId: mine.propertyId, kind: 'water', supplier: 'X', payer: 'tenant' } },
      other.session.auth,
    );
    expect(codesOf(stolen)).toEqual(['PROPERTY_NOT_FOUND']);
    const list = await gql(bff, LIST, { propertyId: mine.propertyId }, mine.session.auth);
    expect(list.body.data.utilityAccounts.map((a: { supplier: string }) => a.supplier)).toEqual(['Thames Water']);
  });

  it('[UTIL-01] refuses bad input with BAD_USER_INPUT and messages by field, and stores nothing', async () => {
    const { session, propertyId } = await staffWithProperty();
    const input = { propertyId, kind: 'electricity', supplier: 'EDF', meterPoint: VALID_MPAN, payer: 'tenant' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...input, meterPoint: '1200023305967' }, 'meterPoint'],
      [{ ...input, kind: 'gas', meterPoint: '123' }, 'meterPoint'],
      [{ ...input, supplier: '  ' }, 'supplier'],
      [{ ...input, propertyId: 'not-a-uuid' }, 'propertyId'],
    ];
    for (const [bad, field] of cases) {
      const res = await gql(bff, CREATE, { input: bad }, session.auth);
      expect({ bad, codes: codesOf(res), fields: Object.keys(fieldsOf(res) ?? {}) }).toEqual({
        bad,
        codes: ['BAD_USER_INPUT'],
        fields: [field],
      });
    }
    const mpan = await gql(bff, CREATE, { input: { ...input, meterPoint: '1200023305967' } }, session.auth);
    expect(fieldsOf(mpan)?.meterPoint?.[0]).toMatch(/check digit/);
    expect(codesOf(await gql(bff, CREATE, { input: { ...input, kind: 'oil' } }, session.auth))).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect((await gql(bff, LIST, { propertyId }, session.auth)).body.data.utilityAccounts).toEqual([]);
  });

  it('[UTIL-01] [ISO-02] answers UNAUTHENTICATED without a token; owners, tenants and trades change nothing and see no other property', async () => {
    const { session, propertyId } = await staffWithProperty();
    expect(codesOf(await gql(bff, LIST, { propertyId }))).toEqual(['UNAUTHENTICATED']);
    const created = await gql(
      bff,
      CREATE,
      { input: { propertyId, kind: 'gas', supplier: 'British Gas', meterPoint: '1234567', payer: 'tenant' } },
      session.auth,
    );
    const accountId = created.body.data.createUtilityAccount.id;
    for (const role of ['owner', 'tenant', 'trade'] as const) {
      const user = await createUser(services.identity, { role, companyId: session.user.companyId });
      const other = await login(bff, user.email, PASSWORD);
      // Linked to no property of the company: the property is not theirs to see.
      expect((await gql(bff, LIST, { propertyId }, other.auth)).body.data.utilityAccounts).toBeNull();
      const writes = [
        await gql(bff, CREATE, { input: { propertyId, kind: 'water', supplier: 'X', payer: 'tenant' } }, other.auth),
        await gql(bff, UPDATE, { id: accountId, input: { supplier: 'X' } }, other.auth),
        await gql(
          bff,
          RECORD,
          { input: { accountId, readOn: yesterday(), value: 1, kind: 'routine', takenByName: 'X' } },
          other.auth,
        ),
      ];
      expect(writes.map(codesOf)).toEqual([['FORBIDDEN'], ['FORBIDDEN'], ['FORBIDDEN']]);
    }
    const list = await gql(bff, LIST, { propertyId }, session.auth);
    expect(list.body.data.utilityAccounts).toEqual([
      expect.objectContaining({ supplier: 'British Gas', readings: [] }),
    ]);
  });
});
