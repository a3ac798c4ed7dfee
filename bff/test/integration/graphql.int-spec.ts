import { ownerDataSource, requestJson, type RunningApp } from '@pm/kit/testing';
import { randomUUID } from 'node:crypto';
import { createUser, PASSWORD as IDENTITY_PASSWORD } from '../../../services/identity/test/integration/factories';
import { createRequest } from '../../../services/maintenance/test/factories';
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

const PROPERTIES = /* GraphQL */ `
  query Properties($first: Int, $after: String) {
    properties(first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          id
          reference
          owner {
            id
            name
            email
            phone
          }
        }
      }
    }
  }
`;

describe('bff: GraphQL', () => {
  let services: Services;
  let bff: RunningApp;

  async function signedUpCompany(name = 'Test Lettings'): Promise<Session> {
    const account = await registerCompany(bff, name);
    return login(bff, account.email, account.password);
  }
  const codesOf = (res: { body: { errors?: { extensions?: Record<string, unknown> }[] } }) =>
    res.body.errors?.map((e) => e.extensions?.code);

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  describe('me', () => {
    it('answers the caller with its company', async () => {
      const session = await signedUpCompany('Graph Homes');
      const res = await gql(
        bff,
        '{ me { id email firstName lastName role company { id name logoUrl } } }',
        {},
        session.auth,
      );
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.me).toEqual({
        id: session.user.id,
        email: session.user.email,
        firstName: 'Lena',
        lastName: 'Landlord',
        role: 'landlord',
        company: { id: session.user.companyId, name: 'Graph Homes', logoUrl: null },
      });
    });

    it('answers UNAUTHENTICATED without a valid token, with no stack trace', async () => {
      for (const headers of [{}, { authorization: 'Bearer nope' }] as Record<string, string>[]) {
        const res = await gql(bff, '{ me { id } }', {}, headers);
        expect(codesOf(res)).toEqual(['UNAUTHENTICATED']);
        expect(res.body.errors![0]!.message).toBe('Authentication required');
        expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|at .*\.ts:/i);
      }
    });
  });

  describe('dashboard', () => {
    it("counts the company's properties and open maintenance requests", async () => {
      const session = await signedUpCompany();
      const other = await signedUpCompany();
      const portfolio = ownerDataSource(services.portfolio);
      const maintenance = ownerDataSource(services.maintenance);
      for (let i = 0; i < 3; i += 1) await createProperty(portfolio, session.user.companyId);
      await createProperty(portfolio, other.user.companyId);
      await createRequest(maintenance, session.user.companyId, { status: 'reported' });
      await createRequest(maintenance, session.user.companyId, { status: 'scheduled' });
      await createRequest(maintenance, session.user.companyId, { status: 'completed' });
      await createRequest(maintenance, other.user.companyId, { status: 'reported' });

      const res = await gql(bff, '{ dashboard { propertyCount openMaintenanceCount } }', {}, session.auth);
      expect(res.body.data.dashboard).toEqual({ propertyCount: 3, openMaintenanceCount: 2 });
      expect(codesOf(await gql(bff, '{ dashboard { propertyCount } }'))).toEqual(['UNAUTHENTICATED']);
    });
  });

  describe('properties', () => {
    let session: Session;
    let ownerIds: string[];

    beforeAll(async () => {
      session = await signedUpCompany('Paging Lettings');
      const portfolio = ownerDataSource(services.portfolio);
      const owners = [];
      for (let i = 0; i < 4; i += 1)
        owners.push(await createOwner(portfolio, session.user.companyId, { name: `Owner ${i}` }));
      ownerIds = owners.map((o) => o.id);
      for (let i = 0; i < 30; i += 1) {
        await createProperty(portfolio, session.user.companyId, { ownerId: i % 5 === 4 ? null : owners[i % 4]!.id });
      }
    });

    it('reads a 25-property page and its owners in one portfolio call, counted because totalCount is asked', async () => {
      const before = services.portfolio.requests.length;
      const res = await gql(bff, PROPERTIES, { first: 25 }, session.auth);
      const calls = services.portfolio.requests.slice(before).map((r) => r.url);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatch(/^\/v1\/properties\?/);
      expect(new URL(calls[0]!, 'http://x').searchParams.get('include')).toBe('owner');
      expect(new URL(calls[0]!, 'http://x').searchParams.get('count')).toBe('true');

      expect(res.body.errors).toBeUndefined();
      const connection = res.body.data.properties;
      expect(connection.totalCount).toBe(30);
      expect(connection.edges).toHaveLength(25);
      expect(connection.pageInfo.hasNextPage).toBe(true);
      const owners = connection.edges.map((e: { node: { owner: { id: string } | null } }) => e.node.owner);
      expect(owners.filter((o: unknown) => o === null).length).toBeGreaterThan(0);
      for (const owner of owners.filter(Boolean)) {
        expect(ownerIds).toContain(owner.id);
        expect(owner.name).toMatch(/^Owner \d$/);
      }
    });

    it('leaves the owners and the count out of the call when the selection does not show them', async () => {
      const before = services.portfolio.requests.length;
      const res = await gql(bff, `{ properties(first: 5) { edges { node { id reference } } } }`, {}, session.auth);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.properties.edges).toHaveLength(5);
      const [call] = services.portfolio.requests.slice(before).map((r) => new URL(r.url, 'http://x').searchParams);
      expect(call!.get('include')).toBeNull();
      expect(call!.get('count')).toBe('false');
    });

    it('finds owners through fragments and aliases as well', async () => {
      const res = await gql(
        bff,
        `fragment O on Property { landlord: owner { name } }
         { properties(first: 25) { total: totalCount edges { node { id ...O } } } }`,
        {},
        session.auth,
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.properties.total).toBe(30);
      const names = res.body.data.properties.edges.map(
        (e: { node: { landlord: { name: string } | null } }) => e.node.landlord?.name,
      );
      expect(names.filter(Boolean).every((name: string) => /^Owner \d$/.test(name))).toBe(true);
      expect(names.some((name: string | undefined) => name === undefined)).toBe(true);
    });

    it('pages forward with endCursor and resumes from any edge cursor', async () => {
      const all = await gql(bff, PROPERTIES, { first: 30 }, session.auth);
      const ids = all.body.data.properties.edges.map((e: { node: { id: string } }) => e.node.id);
      expect(new Set(ids).size).toBe(30);

      const first = await gql(bff, PROPERTIES, { first: 12 }, session.auth);
      const second = await gql(
        bff,
        PROPERTIES,
        { first: 12, after: first.body.data.properties.pageInfo.endCursor },
        session.auth,
      );
      const third = await gql(
        bff,
        PROPERTIES,
        { first: 12, after: second.body.data.properties.pageInfo.endCursor },
        session.auth,
      );
      const paged = [first, second, third].flatMap((r) =>
        r.body.data.properties.edges.map((e: { node: { id: string } }) => e.node.id),
      );
      expect(paged).toEqual(ids);
      expect(third.body.data.properties.pageInfo.hasNextPage).toBe(false);

      const middle = first.body.data.properties.edges[4].cursor;
      const resumed = await gql(bff, PROPERTIES, { first: 3, after: middle }, session.auth);
      expect(resumed.body.data.properties.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(
        ids.slice(5, 8),
      );
    });

    it('defaults to 25 and refuses a page size outside 1..100 or a bad cursor with BAD_USER_INPUT', async () => {
      const res = await gql(bff, '{ properties { edges { node { id } } } }', {}, session.auth);
      expect(res.body.data.properties.edges).toHaveLength(25);
      for (const variables of [{ first: 0 }, { first: 101 }, { first: -5 }, { first: 5, after: 'garbage' }]) {
        const bad = await gql(bff, PROPERTIES, variables, session.auth);
        expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
      }
      const wrongType = await gql(bff, PROPERTIES, { first: 'ten' }, session.auth);
      expect(codesOf(wrongType)).toEqual(['BAD_USER_INPUT']);
      expect(wrongType.body.data).toBeUndefined();
    });

    it("never shows another company's properties, on any page", async () => {
      const other = await signedUpCompany('Other Lettings');
      await createProperty(ownerDataSource(services.portfolio), other.user.companyId);
      const res = await gql(bff, PROPERTIES, { first: 100 }, other.auth);
      expect(res.body.data.properties.totalCount).toBe(1);
      expect(res.body.data.properties.edges).toHaveLength(1);
      const ofSession = await gql(bff, PROPERTIES, { first: 100 }, session.auth);
      const sessionIds = ofSession.body.data.properties.edges.map((e: { node: { id: string } }) => e.node.id);
      expect(sessionIds).not.toContain(res.body.data.properties.edges[0].node.id);
    });
  });

  describe('property(id)', () => {
    it("answers the company's property, and null for another company's or an unknown id", async () => {
      const a = await signedUpCompany();
      const b = await signedUpCompany();
      const portfolio = ownerDataSource(services.portfolio);
      const owner = await createOwner(portfolio, a.user.companyId, { name: 'Agnes Owner' });
      const property = await createProperty(portfolio, a.user.companyId, {
        ownerId: owner.id,
        nation: 'scotland',
        type: 'hmo',
        status: 'under_offer',
      });
      const query =
        'query P($id: ID!) { property(id: $id) { id reference nation type status monthlyRentPence owner { name } } }';

      const own = await gql(bff, query, { id: property.id }, a.auth);
      expect(own.body.data.property).toEqual({
        id: property.id,
        reference: property.reference,
        nation: 'scotland',
        type: 'hmo',
        status: 'under_offer',
        monthlyRentPence: 95_000,
        owner: { name: 'Agnes Owner' },
      });

      const otherCompany = await gql(bff, query, { id: property.id }, b.auth);
      expect(otherCompany.body.errors).toBeUndefined();
      expect(otherCompany.body.data.property).toBeNull();
      expect((await gql(bff, query, { id: randomUUID() }, a.auth)).body.data.property).toBeNull();

      const notUuid = await gql(bff, query, { id: 'abc' }, a.auth);
      expect(codesOf(notUuid)).toEqual(['BAD_USER_INPUT']);
      expect(codesOf(await gql(bff, query, { id: property.id }))).toEqual(['UNAUTHENTICATED']);
    });
  });

  describe('adminUsers', () => {
    const query =
      '{ adminUsers(first: 5) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id email role company { id name } } } } }';

    it('lists users, with their companies, for admin and superuser', async () => {
      await signedUpCompany('Listed Lettings');
      for (const role of ['admin', 'superuser'] as const) {
        const staff = await createUser(services.identity, { role });
        const session = await login(bff, staff.email, IDENTITY_PASSWORD);
        const res = await gql(bff, query, {}, session.auth);
        expect(res.body.errors).toBeUndefined();
        expect(res.body.data.adminUsers.edges.length).toBeGreaterThan(0);
        expect(res.body.data.adminUsers.totalCount).toBeGreaterThanOrEqual(res.body.data.adminUsers.edges.length);
        for (const edge of res.body.data.adminUsers.edges) expect(edge.node.company.id).toEqual(expect.any(String));
      }
    });

    it('answers FORBIDDEN to other roles and UNAUTHENTICATED without a token', async () => {
      for (const role of ['landlord', 'manager', 'owner', 'tenant', 'trade'] as const) {
        const user = await createUser(services.identity, { role });
        const session = await login(bff, user.email, IDENTITY_PASSWORD);
        const res = await gql(bff, query, {}, session.auth);
        expect(codesOf(res)).toEqual(['FORBIDDEN']);
        expect(res.body.errors![0]!.message).toBe('You do not have permission to do this');
        expect(res.body.data).toBeNull();
      }
      expect(codesOf(await gql(bff, query))).toEqual(['UNAUTHENTICATED']);
    });

    it('pages by `first` and refuses a page size out of range', async () => {
      const staff = await createUser(services.identity, { role: 'admin' });
      const session = await login(bff, staff.email, IDENTITY_PASSWORD);
      const two = await gql(bff, '{ adminUsers(first: 2) { edges { node { id } } } }', {}, session.auth);
      expect(two.body.data.adminUsers.edges).toHaveLength(2);
      const bad = await gql(bff, '{ adminUsers(first: -1) { totalCount } }', {}, session.auth);
      expect(codesOf(bad)).toEqual(['BAD_USER_INPUT']);
    });
  });

  describe('protection', () => {
    it('rejects a query deeper than the depth limit before running it', async () => {
      const session = await signedUpCompany();
      const deep = '{ me { company { name { a { b { c { d { e { f { g } } } } } } } } } }';
      const res = await gql(bff, deep, {}, session.auth);
      expect(res.status).toBe(400);
      expect(res.body.data).toBeUndefined();
      expect(res.body.errors!.some((e) => /depth/i.test(e.message))).toBe(true);
    });

    it('answers syntax errors and malformed bodies with 400 and no stack trace', async () => {
      const syntax = await gql(bff, '{ me { id ');
      expect(syntax.status).toBe(400);
      expect(codesOf(syntax)).toEqual(['GRAPHQL_PARSE_FAILED']);
      expect(JSON.stringify(syntax.body)).not.toMatch(/stacktrace/i);

      const malformed = await requestJson(`${bff.url}/graphql`, { rawBody: '{"query": ' });
      expect(malformed.status).toBe(400);

      const unknownField = await gql(bff, '{ nothing }');
      expect(unknownField.status).toBe(400);
      expect(codesOf(unknownField)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    });

    it('allows introspection outside production', async () => {
      const res = await gql(bff, '{ __schema { queryType { name } } }');
      expect(res.body.data.__schema.queryType.name).toBe('Query');
    });
  });
});
