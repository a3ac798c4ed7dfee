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

const FIELDS = `id name contactName email phone addressLine1 addressLine2 city postcode fees
  serviceChargePencePerYear notes createdAt updatedAt`;
const LIST = `query List($q: String, $after: String) {
  buildingFactors(first: 2, q: $q, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id name } }
  }
}`;
const ONE = `query One($id: ID!) { buildingFactor(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation Create($input: CreateBuildingFactorInput!) { createBuildingFactor(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: UpdateBuildingFactorInput!) {
  updateBuildingFactor(id: $id, input: $input) { ${FIELDS} }
}`;
const LINK = `mutation Link($propertyId: ID!, $buildingFactorId: ID) {
  linkPropertyToBuildingFactor(propertyId: $propertyId, buildingFactorId: $buildingFactorId) {
    id buildingFactorId buildingFactor { id name }
  }
}`;
const LINKED = `query Linked($buildingFactorId: ID) {
  properties(first: 50, buildingFactorId: $buildingFactorId) {
    totalCount edges { node { reference buildingFactor { name serviceChargePencePerYear } } }
  }
}`;

const INPUT = {
  name: 'Thistle Property Factors Ltd',
  contactName: 'Morag Campbell',
  email: 'factoring@thistle.example.com',
  phone: '0131 496 0788',
  addressLine1: '22 Constitution Street',
  city: 'Edinburgh',
  postcode: 'eh67bs',
  fees: '£96 a year per flat',
  serviceChargePencePerYear: 42_000,
  notes: 'Stair cleaned monthly.',
};

type Answer = { body: { errors?: { extensions?: Record<string, unknown> }[] } };
const codesOf = (res: Answer) => res.body.errors?.map((error) => error.extensions?.code);
const fieldsOf = (res: Answer) => res.body.errors?.[0]?.extensions?.fields;

describe('bff: building factors (GraphQL)', () => {
  let services: Services;
  let bff: RunningApp;

  async function staffOfNewCompany(): Promise<Session> {
    const account = await registerCompany(bff);
    return login(bff, account.email, account.password);
  }
  const create = async (session: Session, input: Record<string, unknown>) => {
    const res = await gql(bff, CREATE, { input }, session.auth);
    expect(res.body.errors).toBeUndefined();
    return res.body.data.createBuildingFactor as { id: string; name: string };
  };

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('[BF-01] creates, reads, edits and pages factors by name, and searches them', async () => {
    const session = await staffOfNewCompany();
    const created = await gql(bff, CREATE, { input: INPUT }, session.auth);
    expect(created.body.errors).toBeUndefined();
    const factor = created.body.data.createBuildingFactor;
    expect(factor).toEqual({
      ...INPUT,
      id: expect.any(String),
      postcode: 'EH6 7BS',
      addressLine2: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await gql(bff, ONE, { id: factor.id }, session.auth)).body.data.buildingFactor).toEqual(factor);

    const updated = await gql(
      bff,
      UPDATE,
      { id: factor.id, input: { serviceChargePencePerYear: 45_000, notes: null } },
      session.auth,
    );
    expect(updated.body.data.updateBuildingFactor).toMatchObject({
      name: INPUT.name,
      serviceChargePencePerYear: 45_000,
      notes: null,
    });

    const history = await gql(
      bff,
      `query History($id: ID!) { buildingFactor(id: $id) { history { action actorName data } } }`,
      { id: factor.id },
      session.auth,
    );
    expect(history.body.data.buildingFactor.history).toEqual([
      { action: 'created', actorName: 'Lena Landlord', data: expect.any(Object) },
      {
        action: 'updated',
        actorName: 'Lena Landlord',
        data: {
          changes: {
            serviceChargePencePerYear: { from: 42_000, to: 45_000 },
            notes: { from: INPUT.notes, to: null },
          },
        },
      },
    ]);

    await create(session, { name: 'Kelvin Tenement Factors' });
    await create(session, { name: 'Abbey Block Management' });
    const first = (await gql(bff, LIST, {}, session.auth)).body.data.buildingFactors;
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([
      'Abbey Block Management',
      'Kelvin Tenement Factors',
    ]);
    const next = (await gql(bff, LIST, { after: first.pageInfo.endCursor }, session.auth)).body.data.buildingFactors;
    expect(next.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([INPUT.name]);
    expect(next.pageInfo.hasNextPage).toBe(false);
    const searched = (await gql(bff, LIST, { q: 'morag' }, session.auth)).body.data.buildingFactors;
    expect(searched.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual([INPUT.name]);
  });

  it('[BF-01] links and unlinks properties; Property.buildingFactor loads every factor of a page in one call', async () => {
    const session = await staffOfNewCompany();
    const companyId = session.user.companyId;
    const portfolio = ownerDataSource(services.portfolio);
    const thistle = await create(session, INPUT);
    const kelvin = await create(session, { name: 'Kelvin Tenement Factors' });
    const flats = [];
    for (const reference of ['F-1', 'F-2', 'F-3', 'F-4']) {
      flats.push(await createProperty(portfolio, companyId, { reference }));
    }
    for (const [flat, factor] of [
      [flats[0]!, thistle],
      [flats[1]!, thistle],
      [flats[2]!, kelvin],
    ] as const) {
      const res = await gql(bff, LINK, { propertyId: flat.id, buildingFactorId: factor.id }, session.auth);
      expect(res.body.data.linkPropertyToBuildingFactor).toEqual({
        id: flat.id,
        buildingFactorId: factor.id,
        buildingFactor: { id: factor.id, name: factor.name },
      });
    }

    const linked = (await gql(bff, LINKED, { buildingFactorId: thistle.id }, session.auth)).body.data.properties;
    expect(linked.edges.map((e: { node: { reference: string } }) => e.node.reference)).toEqual(['F-1', 'F-2']);

    services.portfolio.requests.length = 0;
    const all = (await gql(bff, LINKED, {}, session.auth)).body.data.properties;
    expect(all.edges.map((e: { node: { buildingFactor: { name: string } | null } }) => e.node.buildingFactor)).toEqual([
      { name: INPUT.name, serviceChargePencePerYear: 42_000 },
      { name: INPUT.name, serviceChargePencePerYear: 42_000 },
      { name: 'Kelvin Tenement Factors', serviceChargePencePerYear: null },
      null,
    ]);
    const factorCalls = services.portfolio.requests.filter((r) => r.url.startsWith('/v1/building-factors'));
    expect(factorCalls).toHaveLength(1);
    expect(factorCalls[0]!.url).toContain('ids=');

    const unlinked = await gql(bff, LINK, { propertyId: flats[0]!.id, buildingFactorId: null }, session.auth);
    expect(unlinked.body.data.linkPropertyToBuildingFactor).toEqual({
      id: flats[0]!.id,
      buildingFactorId: null,
      buildingFactor: null,
    });
    const after = (await gql(bff, LINKED, { buildingFactorId: thistle.id }, session.auth)).body.data.properties;
    expect(after.totalCount).toBe(1);
  });

  it('[BF-01] refuses bad input as BAD_USER_INPUT with a message per field, and stores nothing', async () => {
    const session = await staffOfNewCompany();
    const bad = await gql(
      bff,
      CREATE,
      { input: { ...INPUT, name: ' ', email: 'nope', postcode: 'EH6 7B', serviceChargePencePerYear: -5 } },
      session.auth,
    );
    expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    expect(fieldsOf(bad)).toEqual({
      name: [expect.stringMatching(/name/)],
      email: ['Enter an e-mail address, such as name@example.com'],
      postcode: ['Enter a UK postcode, such as EH1 1YZ'],
      serviceChargePencePerYear: ['Enter the service charge a year in pence, a whole number of at least 0'],
    });
    const wrongType = await gql(bff, CREATE, { input: { ...INPUT, serviceChargePencePerYear: 'lots' } }, session.auth);
    expect(codesOf(wrongType)).toEqual(['BAD_USER_INPUT']);
    expect((await gql(bff, LIST, {}, session.auth)).body.data.buildingFactors.totalCount).toBe(0);

    const factor = await create(session, { name: 'Kept' });
    expect(codesOf(await gql(bff, UPDATE, { id: factor.id, input: { name: null } }, session.auth))).toEqual([
      'BAD_USER_INPUT',
    ]);
    const property = await createProperty(ownerDataSource(services.portfolio), session.user.companyId);
    const badLink = await gql(bff, LINK, { propertyId: property.id, buildingFactorId: randomUUID() }, session.auth);
    expect(fieldsOf(badLink)).toEqual({ buildingFactorId: ['Choose a building factor from the list'] });
    expect(codesOf(await gql(bff, LINK, { propertyId: 'nope', buildingFactorId: factor.id }, session.auth))).toEqual([
      'BAD_USER_INPUT',
    ]);
    expect((await gql(bff, ONE, { id: factor.id }, session.auth)).body.data.buildingFactor.name).toBe('Kept');
  });

  it("[BF-01] [ISO-01] answers another company's factor as not found and never changes or links it", async () => {
    const mine = await staffOfNewCompany();
    const other = await staffOfNewCompany();
    const factor = await create(mine, INPUT);
    const theirs = await createProperty(ownerDataSource(services.portfolio), other.user.companyId);

    expect((await gql(bff, ONE, { id: factor.id }, other.auth)).body.data.buildingFactor).toBeNull();
    expect((await gql(bff, LIST, {}, other.auth)).body.data.buildingFactors.totalCount).toBe(0);
    expect(codesOf(await gql(bff, UPDATE, { id: factor.id, input: { name: 'Taken' } }, other.auth))).toEqual([
      'BUILDING_FACTOR_NOT_FOUND',
    ]);
    const link = await gql(bff, LINK, { propertyId: theirs.id, buildingFactorId: factor.id }, other.auth);
    expect(fieldsOf(link)).toEqual({ buildingFactorId: [expect.any(String)] });
    expect((await gql(bff, ONE, { id: factor.id }, mine.auth)).body.data.buildingFactor.name).toBe(INPUT.name);
  });

  it('[BF-01] [ISO-02] answers UNAUTHENTICATED without a token and FORBIDDEN to owners, tenants and trades', async () => {
    expect(codesOf(await gql(bff, LIST))).toEqual(['UNAUTHENTICATED']);
    expect(codesOf(await gql(bff, CREATE, { input: INPUT }))).toEqual(['UNAUTHENTICATED']);
    const staff = await staffOfNewCompany();
    const companyId = staff.user.companyId;
    const factor = await create(staff, INPUT);
    const property = await createProperty(ownerDataSource(services.portfolio), companyId, {
      buildingFactorId: factor.id,
    });
    for (const role of ['owner', 'tenant', 'trade'] as const) {
      const user = await createUser(services.identity, { role, companyId });
      const session = await login(bff, user.email, PASSWORD);
      const answers = [
        await gql(bff, LIST, {}, session.auth),
        await gql(bff, ONE, { id: factor.id }, session.auth),
        await gql(bff, CREATE, { input: INPUT }, session.auth),
        await gql(bff, UPDATE, { id: factor.id, input: { name: 'Mine' } }, session.auth),
        await gql(bff, LINK, { propertyId: property.id, buildingFactorId: null }, session.auth),
      ];
      expect([role, ...answers.map(codesOf)]).toEqual([role, ...answers.map(() => ['FORBIDDEN'])]);
    }
    // An owner reads their own property, but not its factor: null, as if it had none.
    const ownerUser = await createUser(services.identity, { role: 'owner', companyId });
    const own = await createOwner(ownerDataSource(services.portfolio), companyId, { userId: ownerUser.id });
    await createProperty(ownerDataSource(services.portfolio), companyId, {
      reference: 'OWN-1',
      ownerId: own.id,
      buildingFactorId: factor.id,
    });
    const owner = await login(bff, ownerUser.email, PASSWORD);
    const seen = (await gql(bff, LINKED, {}, owner.auth)).body.data.properties;
    expect(seen.edges.map((e: { node: unknown }) => e.node)).toEqual([{ reference: 'OWN-1', buildingFactor: null }]);
    const read = (await gql(bff, LINKED, { buildingFactorId: factor.id }, staff.auth)).body.data.properties;
    expect(read.totalCount).toBe(2);
    expect((await gql(bff, LIST, {}, staff.auth)).body.data.buildingFactors.totalCount).toBe(1);
  });
});
