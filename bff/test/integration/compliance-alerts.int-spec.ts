import { ownerDataSource, type RunningApp } from '@pm/kit/testing';
import { londonToday } from '../../../services/portfolio/src/compliance/calendar-date';
import { ComplianceAlertScan } from '../../../services/portfolio/src/compliance-alerts/compliance-alert-scan';
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

const NODE = 'id itemType threshold expiresOn raisedAt closedAt closeReason property { id reference addressLine1 }';
const LIST = `query Alerts($first: Int, $after: String, $open: Boolean, $propertyId: ID, $order: ComplianceAlertOrder) {
  complianceAlerts(first: $first, after: $after, open: $open, propertyId: $propertyId, order: $order) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${NODE} } }
  }
}`;
const RECORD = `mutation Record($input: RecordComplianceItemInput!) { recordComplianceItem(input: $input) { propertyId } }`;

interface AlertNode {
  id: string;
  itemType: string;
  threshold: string;
  expiresOn: string | null;
  closedAt: string | null;
  closeReason: string | null;
  property: { id: string; reference: string; addressLine1: string };
}

describe('bff: compliance alerts (GraphQL)', () => {
  let services: Services;
  let bff: RunningApp;

  const nodes = (res: { body: { data?: { complianceAlerts?: { edges: { node: AlertNode }[] } } } }) =>
    res.body.data?.complianceAlerts?.edges.map((edge) => edge.node) ?? [];
  /** A new company's landlord with a let house: every item it needs is missing but the EICR, which expires today. */
  async function staffWithHouse(): Promise<{ session: Session; propertyId: string; reference: string }> {
    const account = await registerCompany(bff);
    const session = await login(bff, account.email, account.password);
    // Archived while the EICR is recorded, so that no scan running meanwhile raises it as missing first.
    const house = await createProperty(ownerDataSource(services.portfolio), session.user.companyId, {
      status: 'let',
      type: 'house',
      epcRating: 'C',
      archivedAt: new Date(),
    });
    const recorded = await gql(
      bff,
      RECORD,
      { input: { propertyId: house.id, type: 'eicr', issuedOn: '2021-01-01', expiresOn: londonToday() } },
      session.auth,
    );
    expect(recorded.body.errors).toBeUndefined();
    await ownerDataSource(services.portfolio).query(
      `UPDATE "portfolio"."property" SET "archived_at" = NULL WHERE "id" = $1`,
      [house.id],
    );
    return { session, propertyId: house.id, reference: house.reference };
  }
  const scan = () => services.portfolio.app.get(ComplianceAlertScan).scan();

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('[CMP-03] staff list the open alerts newest first with their property, page through them, and a newer certificate closes one', async () => {
    const { session, propertyId, reference } = await staffWithHouse();
    await scan();

    const all = await gql(bff, LIST, { first: 10, open: true }, session.auth);
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data.complianceAlerts.totalCount).toBe(5);
    expect(
      nodes(all)
        .map((alert) => [alert.itemType, alert.threshold])
        .sort(),
    ).toEqual([
      ['eicr', 'expired'],
      ['epc', 'missing'],
      ['gas_safety', 'missing'],
      ['legionella', 'missing'],
      ['smoke_co_alarms', 'missing'],
    ]);
    expect(nodes(all).find((alert) => alert.itemType === 'eicr')).toEqual({
      id: expect.any(String),
      itemType: 'eicr',
      threshold: 'expired',
      expiresOn: londonToday(),
      raisedAt: expect.any(String),
      closedAt: null,
      closeReason: null,
      property: { id: propertyId, reference, addressLine1: expect.any(String) },
    });

    const urgent = await gql(bff, LIST, { first: 10, open: true, order: 'urgency' }, session.auth);
    expect(nodes(urgent).map((alert) => alert.threshold)).toEqual([
      'expired',
      'missing',
      'missing',
      'missing',
      'missing',
    ]);

    const first = await gql(bff, LIST, { first: 2 }, session.auth);
    const rest = await gql(
      bff,
      LIST,
      { first: 10, after: first.body.data.complianceAlerts.pageInfo.endCursor },
      session.auth,
    );
    expect([...nodes(first), ...nodes(rest)].map((alert) => alert.id)).toEqual(nodes(all).map((alert) => alert.id));

    await gql(bff, RECORD, { input: { propertyId, type: 'eicr', issuedOn: londonToday() } }, session.auth);
    const closed = await gql(bff, LIST, { first: 10, open: false, propertyId }, session.auth);
    expect(nodes(closed).map((alert) => [alert.itemType, alert.closeReason])).toEqual([['eicr', 'renewed']]);
    expect(nodes(closed)[0]?.closedAt).toEqual(expect.any(String));
    expect((await gql(bff, LIST, { first: 10, open: true }, session.auth)).body.data.complianceAlerts.totalCount).toBe(
      4,
    );
  });

  it("[CMP-03] [ISO-01] another company's staff see none of them, not even by property id", async () => {
    const { propertyId } = await staffWithHouse();
    await scan();
    const stranger = await staffWithHouse();

    const res = await gql(bff, LIST, { first: 10, propertyId }, stranger.session.auth);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.complianceAlerts).toEqual({
      totalCount: 0,
      pageInfo: { hasNextPage: false, endCursor: null },
      edges: [],
    });
  });

  it('[CMP-03] a bad property id or page size is a field error; no token is 401', async () => {
    const { session } = await staffWithHouse();
    const badId = await gql(bff, LIST, { first: 10, propertyId: 'nope' }, session.auth);
    expect(badId.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(badId.body.errors?.[0]?.extensions?.fields ?? {})).toEqual(['propertyId']);
    const badFirst = await gql(bff, LIST, { first: 1000 }, session.auth);
    expect(badFirst.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const anonymous = await gql(bff, LIST, { first: 10 });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
