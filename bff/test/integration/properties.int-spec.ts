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

const FIELDS = 'id reference addressLine1 city postcode nation status monthlyRentPence archivedAt owner { id name }';
const LIST = `query List($q: String, $status: PropertyStatus, $ownerId: ID, $sort: String, $archived: Boolean) {
  properties(first: 25, q: $q, status: $status, ownerId: $ownerId, sort: $sort, archived: $archived) {
    totalCount edges { node { ${FIELDS} } }
  }
}`;
const ONE = `query One($id: ID!) { property(id: $id) { ${FIELDS} history { action actorName data } } }`;
const CREATE = `mutation Create($input: CreatePropertyInput!) { createProperty(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdatePropertyInput!) { updateProperty(id: $id, input: $input) { ${FIELDS} } }`;
const ARCHIVE = `mutation Archive($id: ID!) { archiveProperty(id: $id) { id archivedAt } }`;

const INPUT = {
  addressLine1: '7 Hyde Park Road',
  city: 'Leeds',
  postcode: 'ls63ag',
  type: 'house',
  bedrooms: 4,
  bathrooms: 2,
  furnished: false,
};

describe('bff: properties (GraphQL)', () => {
  let services: Services;
  let bff: RunningApp;

  const codesOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
    res.body.errors?.map((error) => error.extensions?.code);
  async function staffOfNewCompany(): Promise<Session> {
    const account = await registerCompany(bff);
    return login(bff, account.email, account.password);
  }
  const refs = async (session: Session, variables: Record<string, unknown> = {}) =>
    (await gql(bff, LIST, variables, session.auth)).body.data.properties.edges.map(
      (edge: { node: { reference: string } }) => edge.node.reference,
    );

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('[PROP-02] [PROP-03] [ISO-04] creates, edits and archives a property, with its history by name', async () => {
    const session = await staffOfNewCompany();
    const created = await gql(bff, CREATE, { input: INPUT }, session.auth);
    expect(created.body.errors).toBeUndefined();
    const property = created.body.data.createProperty;
    expect(property).toMatchObject({
      reference: 'PROP-0001',
      postcode: 'LS6 3AG',
      nation: 'england',
      status: 'vacant',
    });

    const updated = await gql(
      bff,
      UPDATE,
      { id: property.id, input: { status: 'let', monthlyRentPence: 180_000 } },
      session.auth,
    );
    expect(updated.body.data.updateProperty).toMatchObject({ status: 'let', monthlyRentPence: 180_000 });
    const archived = await gql(bff, ARCHIVE, { id: property.id }, session.auth);
    expect(archived.body.data.archiveProperty.archivedAt).toEqual(expect.any(String));

    const one = (await gql(bff, ONE, { id: property.id }, session.auth)).body.data.property;
    expect(one.history.map((entry: { action: string }) => entry.action)).toEqual(['created', 'updated', 'archived']);
    expect(one.history[1]).toMatchObject({
      actorName: expect.any(String),
      data: { changes: { status: { from: 'vacant', to: 'let' }, monthlyRentPence: { from: null, to: 180_000 } } },
    });
    expect(await refs(session)).toEqual([]);
    expect(await refs(session, { archived: true })).toEqual(['PROP-0001']);
  });

  it('[PROP-02] refuses an invalid postcode as BAD_USER_INPUT with a message by field, and stores nothing', async () => {
    const session = await staffOfNewCompany();
    const bad = await gql(bff, CREATE, { input: { ...INPUT, postcode: 'LS6 3A', bedrooms: -2 } }, session.auth);
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(bad.body.errors?.[0]?.extensions?.fields).toEqual({
      postcode: ['Enter a UK postcode, such as SW1A 1AA'],
      bedrooms: [expect.stringMatching(/bedrooms/)],
    });
    const created = (await gql(bff, CREATE, { input: INPUT }, session.auth)).body.data.createProperty;
    const refused = await gql(bff, UPDATE, { id: created.id, input: { city: null } }, session.auth);
    expect(codesOf(refused)).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await gql(bff, UPDATE, { id: 'nope', input: { city: 'York' } }, session.auth))).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect(codesOf(await gql(bff, LIST, { sort: 'rent' }, session.auth))).toEqual(['BAD_USER_INPUT']);
    const list = (await gql(bff, LIST, {}, session.auth)).body.data.properties;
    expect(list.totalCount).toBe(1);
    expect(list.edges[0].node.city).toBe('Leeds');
  });

  it("[ISO-01] answers another company's property as not found and never changes it", async () => {
    const owner = await staffOfNewCompany();
    const other = await staffOfNewCompany();
    const id = (await gql(bff, CREATE, { input: INPUT }, owner.auth)).body.data.createProperty.id;

    expect((await gql(bff, ONE, { id }, other.auth)).body.data.property).toBeNull();
    expect(codesOf(await gql(bff, UPDATE, { id, input: { city: 'York' } }, other.auth))).toEqual([
      'PROPERTY_NOT_FOUND',
    ]);
    expect(codesOf(await gql(bff, ARCHIVE, { id }, other.auth))).toEqual(['PROPERTY_NOT_FOUND']);
    expect((await gql(bff, ONE, { id: randomUUID() }, owner.auth)).body.data.property).toBeNull();
    expect((await gql(bff, ONE, { id }, owner.auth)).body.data.property).toMatchObject({
      city: 'Leeds',
      archivedAt: null,
    });
  });

  it('[ISO-02] answers UNAUTHENTICATED without a token and FORBIDDEN to owners, tenants and trades who try to change', async () => {
    expect(codesOf(await gql(bff, CREATE, { input: INPUT }))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(bff, LIST))).toEqual(['UNAUTHENTICATED']);
    const staff = await staffOfNewCompany();
    const id = (await gql(bff, CREATE, { input: INPUT }, staff.auth)).body.data.createProperty.id;
    for (const role of ['owner', 'tenant', 'trade'] as const) {
      const user = await createUser(services.identity, { role, companyId: staff.user.companyId });
      const session = await login(bff, user.email, PASSWORD);
      expect(codesOf(await gql(bff, CREATE, { input: INPUT }, session.auth))).toEqual(['FORBIDDEN']);
      expect(codesOf(await gql(bff, UPDATE, { id, input: { city: 'York' } }, session.auth))).toEqual(['FORBIDDEN']);
      expect(codesOf(await gql(bff, ARCHIVE, { id }, session.auth))).toEqual(['FORBIDDEN']);
      // Not theirs to see: the property itself answers null.
      expect(
        (await gql(bff, `query { property(id: "${id}") { id } }`, {}, session.auth)).body.data.property,
      ).toBeNull();
    }
    expect(await refs(staff)).toEqual(['PROP-0001']);
  });

  it('[ISO-02] [PROP-01] an owner sees only their own properties, filtered and searched within them', async () => {
    const staff = await staffOfNewCompany();
    const companyId = staff.user.companyId;
    const portfolio = ownerDataSource(services.portfolio);
    const user = await createUser(services.identity, { role: 'owner', companyId });
    const margaret = await createOwner(portfolio, companyId, { name: 'Margaret', userId: user.id });
    const someoneElse = await createOwner(portfolio, companyId, { name: 'Someone else' });
    await createProperty(portfolio, companyId, { reference: 'M-1', ownerId: margaret.id, status: 'let' });
    await createProperty(portfolio, companyId, { reference: 'M-2', ownerId: margaret.id, postcode: 'EH1 1YZ' });
    await createProperty(portfolio, companyId, { reference: 'S-1', ownerId: someoneElse.id });
    const owner = await login(bff, user.email, PASSWORD);

    expect(await refs(owner)).toEqual(['M-1', 'M-2']);
    expect(await refs(owner, { sort: '-reference' })).toEqual(['M-2', 'M-1']);
    expect(await refs(owner, { status: 'let' })).toEqual(['M-1']);
    expect(await refs(owner, { q: 'eh11yz' })).toEqual(['M-2']);
    expect(await refs(owner, { ownerId: someoneElse.id })).toEqual([]);
    expect(await refs(staff, { ownerId: someoneElse.id })).toEqual(['S-1']);
  });

  it('[PROP-01] reads 1 or 50 properties with their owners in the same number of portfolio calls, filters included', async () => {
    const staff = await staffOfNewCompany();
    const companyId = staff.user.companyId;
    const portfolio = ownerDataSource(services.portfolio);
    const owner = await createOwner(portfolio, companyId);
    for (let i = 0; i < 55; i += 1) await createProperty(portfolio, companyId, { ownerId: owner.id });
    const page = (first: number) => `query { properties(first: ${first}, status: vacant, sort: "-postcode") {
      totalCount edges { node { id reference owner { id name } } } } }`;
    const callsFor = async (first: number) => {
      const before = services.portfolio.requests.length;
      const res = await gql(bff, page(first), {}, staff.auth);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.properties.edges).toHaveLength(first);
      return services.portfolio.requests.length - before;
    };
    const one = await callsFor(1);
    expect(await callsFor(50)).toBe(one);
    expect(one).toBe(1);
  });
});
