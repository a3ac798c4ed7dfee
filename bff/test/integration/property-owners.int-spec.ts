import { ownerDataSource, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { createUser, PASSWORD } from '../../../services/identity/test/integration/factories';
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

const FIELDS = `id name email phone addressLine1 addressLine2 city postcode
  bankDetails { accountName sortCodeLast2 accountNumberLast4 }
  managementFeeKind managementFeePercent managementFeeFixedPence spendingLimitPence createdAt`;
const LIST = `query List($q: String, $sort: String) {
  propertyOwners(first: 25, q: $q, sort: $sort) { totalCount edges { node { ${FIELDS} } } }
}`;
const ONE = `query One($id: ID!) {
  propertyOwner(id: $id) { ${FIELDS} properties(first: 10) { totalCount edges { node { reference } } } }
}`;
const HISTORY = `query History($id: ID!) { propertyOwner(id: $id) { id history { action actorName data } } }`;
const CREATE = `mutation Create($input: CreatePropertyOwnerInput!) { createPropertyOwner(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdatePropertyOwnerInput!) {
  updatePropertyOwner(id: $id, input: $input) { ${FIELDS} }
}`;

const INPUT = {
  name: 'Margaret Holloway',
  email: 'margaret@example.com',
  phone: '07700 900123',
  addressLine1: '4 Albion Street',
  city: 'Leeds',
  postcode: 'ls16az',
  bankAccountName: 'M Holloway',
  bankSortCode: '20-45-77',
  bankAccountNumber: '63849120',
  managementFeeKind: 'percent',
  managementFeePercent: 10,
  spendingLimitPence: 25_000,
};
const WHOLE_NUMBERS = ['204577', '20-45-77', '63849120'];

describe('bff: property owners (GraphQL)', () => {
  let services: Services;
  let bff: RunningApp;

  const codesOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
    res.body.errors?.map((error) => error.extensions?.code);
  const fieldsOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
    res.body.errors?.[0]?.extensions?.fields;
  async function staffOfNewCompany(): Promise<Session> {
    const account = await registerCompany(bff);
    return login(bff, account.email, account.password);
  }
  const names = async (session: Session, variables: Record<string, unknown> = {}) =>
    (await gql(bff, LIST, variables, session.auth)).body.data.propertyOwners.edges.map(
      (edge: { node: { name: string } }) => edge.node.name,
    );

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('[OWN-01] [ISO-04] creates and edits an owner, bank details masked in every answer, with its history by name', async () => {
    const session = await staffOfNewCompany();
    const created = await gql(bff, CREATE, { input: INPUT }, session.auth);
    expect(created.body.errors).toBeUndefined();
    const owner = created.body.data.createPropertyOwner;
    expect(owner).toEqual({
      id: expect.any(String),
      name: 'Margaret Holloway',
      email: 'margaret@example.com',
      phone: '07700 900123',
      addressLine1: '4 Albion Street',
      addressLine2: null,
      city: 'Leeds',
      postcode: 'LS1 6AZ',
      bankDetails: { accountName: 'M Holloway', sortCodeLast2: '77', accountNumberLast4: '9120' },
      managementFeeKind: 'percent',
      managementFeePercent: 10,
      managementFeeFixedPence: null,
      spendingLimitPence: 25_000,
      createdAt: expect.any(String),
    });

    const updated = await gql(
      bff,
      UPDATE,
      { id: owner.id, input: { managementFeeKind: 'fixed', managementFeeFixedPence: 7_500, spendingLimitPence: 0 } },
      session.auth,
    );
    expect(updated.body.data.updatePropertyOwner).toMatchObject({
      managementFeeKind: 'fixed',
      managementFeePercent: null,
      managementFeeFixedPence: 7_500,
      spendingLimitPence: 0,
    });

    const history = (await gql(bff, HISTORY, { id: owner.id }, session.auth)).body.data.propertyOwner.history;
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['created', 'updated']);
    expect(history[0]).toMatchObject({
      actorName: expect.any(String),
      data: { fields: { bankSortCode: '**-**-77', bankAccountNumber: '****9120' } },
    });

    const answers = [
      created.body,
      updated.body,
      (await gql(bff, LIST, {}, session.auth)).body,
      (await gql(bff, ONE, { id: owner.id }, session.auth)).body,
      (await gql(bff, HISTORY, { id: owner.id }, session.auth)).body,
    ].map((body) => JSON.stringify(body));
    for (const answer of answers) for (const whole of WHOLE_NUMBERS) expect(answer).not.toContain(whole);
  });

  it('[OWN-01] refuses a bad sort code, account number or fee as BAD_USER_INPUT by field, and stores nothing', async () => {
    const session = await staffOfNewCompany();
    const bad = await gql(
      bff,
      CREATE,
      { input: { ...INPUT, bankSortCode: '20457', bankAccountNumber: '6384912', managementFeePercent: 120 } },
      session.auth,
    );
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(bad)).toEqual({
      bankSortCode: ['Enter the sort code: 6 digits, such as 12-34-56'],
      bankAccountNumber: ['Enter the account number: 8 digits'],
      managementFeePercent: [expect.stringMatching(/percent/)],
    });
    expect(JSON.stringify(bad.body)).not.toContain('6384912');
    const oneMissing = await gql(bff, CREATE, { input: { ...INPUT, bankAccountNumber: null } }, session.auth);
    expect(fieldsOf(oneMissing)).toEqual({ bankAccountNumber: [expect.any(String)] });
    expect(codesOf(await gql(bff, CREATE, { input: { ...INPUT, spendingLimitPence: 'lots' } }, session.auth))).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect(codesOf(await gql(bff, LIST, { sort: 'email' }, session.auth))).toEqual(['BAD_USER_INPUT']);
    expect((await gql(bff, LIST, {}, session.auth)).body.data.propertyOwners.totalCount).toBe(0);

    const owner = (await gql(bff, CREATE, { input: INPUT }, session.auth)).body.data.createPropertyOwner;
    const refused = await gql(bff, UPDATE, { id: owner.id, input: { name: null } }, session.auth);
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    const badBank = await gql(bff, UPDATE, { id: owner.id, input: { name: 'X', bankSortCode: 'ab' } }, session.auth);
    expect(fieldsOf(badBank)).toEqual({ bankSortCode: [expect.any(String)] });
    expect(await names(session)).toEqual(['Margaret Holloway']);
  });

  it('[OWN-01] searches by name and sorts, and reads an owner with their properties', async () => {
    const session = await staffOfNewCompany();
    const companyId = session.user.companyId;
    const portfolio = ownerDataSource(services.portfolio);
    for (const name of ['Okafor', 'Adams', 'MacLeod']) await createOwner(portfolio, companyId, { name });
    expect(await names(session)).toEqual(['Adams', 'MacLeod', 'Okafor']);
    expect(await names(session, { sort: '-name' })).toEqual(['Okafor', 'MacLeod', 'Adams']);
    expect(await names(session, { q: 'cleo' })).toEqual(['MacLeod']);

    const owner = await createOwner(portfolio, companyId, { name: 'Holloway' });
    await createProperty(portfolio, companyId, { reference: 'H-2', ownerId: owner.id });
    await createProperty(portfolio, companyId, { reference: 'H-1', ownerId: owner.id });
    await createProperty(portfolio, companyId, { reference: 'X-1' });
    const one = (await gql(bff, ONE, { id: owner.id }, session.auth)).body.data.propertyOwner;
    expect(one.properties.totalCount).toBe(2);
    expect(one.properties.edges.map((e: { node: { reference: string } }) => e.node.reference)).toEqual(['H-1', 'H-2']);

    // An owner a property list joined carries only its contact: the rest loads through the owner loader.
    const joined = await gql(
      bff,
      `query { properties(first: 10, ownerId: "${owner.id}") { edges { node { owner { name managementFeeKind spendingLimitPence } } } } }`,
      {},
      session.auth,
    );
    expect(joined.body.errors).toBeUndefined();
    expect(joined.body.data.properties.edges[0].node.owner).toEqual({
      name: 'Holloway',
      managementFeeKind: 'percent',
      spendingLimitPence: 25_000,
    });
  });

  it("[ISO-01] answers another company's owner as not found and never changes it", async () => {
    const mine = await staffOfNewCompany();
    const other = await staffOfNewCompany();
    const id = (await gql(bff, CREATE, { input: INPUT }, mine.auth)).body.data.createPropertyOwner.id;

    expect((await gql(bff, ONE, { id }, other.auth)).body.data.propertyOwner).toBeNull();
    expect(await names(other)).toEqual([]);
    expect(codesOf(await gql(bff, UPDATE, { id, input: { name: 'Taken' } }, other.auth))).toEqual(['OWNER_NOT_FOUND']);
    expect((await gql(bff, ONE, { id: randomUUID() }, mine.auth)).body.data.propertyOwner).toBeNull();
    expect((await gql(bff, ONE, { id }, mine.auth)).body.data.propertyOwner.name).toBe('Margaret Holloway');
  });

  it('[OWN-01] [ISO-02] answers UNAUTHENTICATED without a token and FORBIDDEN to owners, tenants and trades who try to change', async () => {
    expect(codesOf(await gql(bff, CREATE, { input: INPUT }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(bff, LIST))).toEqual(['UNAUTHENTICATED']);
    const staff = await staffOfNewCompany();
    const id = (await gql(bff, CREATE, { input: INPUT }, staff.auth)).body.data.createPropertyOwner.id;
    for (const role of ['owner', 'tenant', 'trade'] as const) {
      const user = await createUser(services.identity, { role, companyId: staff.user.companyId });
      const session = await login(bff, user.email, PASSWORD);
      expect(codesOf(await gql(bff, CREATE, { input: INPUT }, session.auth))).toEqual(['FORBIDDEN']);
      expect(codesOf(await gql(bff, UPDATE, { id, input: { name: 'X' } }, session.auth))).toEqual(['FORBIDDEN']);
      expect((await gql(bff, ONE, { id }, session.auth)).body.data.propertyOwner).toBeNull();
      expect(await names(session)).toEqual([]);
    }
    expect(await names(staff)).toEqual(['Margaret Holloway']);
  });

  it('[OWN-01] [ISO-02] an owner sees only themself, with only their properties, and never their history', async () => {
    const staff = await staffOfNewCompany();
    const companyId = staff.user.companyId;
    const portfolio = ownerDataSource(services.portfolio);
    const user = await createUser(services.identity, { role: 'owner', companyId });
    const margaret = await createOwner(portfolio, companyId, { name: 'Margaret', userId: user.id });
    const someoneElse = await createOwner(portfolio, companyId, { name: 'Someone else' });
    await createProperty(portfolio, companyId, { reference: 'M-1', ownerId: margaret.id });
    await createProperty(portfolio, companyId, { reference: 'S-1', ownerId: someoneElse.id });
    const owner = await login(bff, user.email, PASSWORD);

    expect(await names(owner)).toEqual(['Margaret']);
    const own = (await gql(bff, ONE, { id: margaret.id }, owner.auth)).body.data.propertyOwner;
    expect(own.properties.edges.map((e: { node: { reference: string } }) => e.node.reference)).toEqual(['M-1']);
    expect((await gql(bff, ONE, { id: someoneElse.id }, owner.auth)).body.data.propertyOwner).toBeNull();
    expect(codesOf(await gql(bff, HISTORY, { id: margaret.id }, owner.auth))).toEqual(['OWNER_NOT_FOUND']);
  });
});
