import { ROLES, type CallerContext, type Role } from '@pm/contracts';
import { DataSource } from 'typeorm';
import { needsCallerLinks, seesWholeCompany, visibilityOf, whereVisible, type VisibleRecord } from './visibility';

const user = '7f1f5d0e-8c44-4d0c-9b7e-0f3a2b1c4d5e';
const company = '2d7b7c1e-9a0b-4c3d-8e2f-1a2b3c4d5e6f';
const [p1, p2, ownerId, tenantId] = [
  '00000000-0000-4000-8201-000000000001',
  '00000000-0000-4000-8201-000000000002',
  '00000000-0000-4000-8202-000000000001',
  '00000000-0000-4000-8204-000000000001',
];
const as = (role: Role, links: Partial<CallerContext> = {}): CallerContext => ({
  userId: user,
  companyId: company,
  role,
  ...links,
});
const RECORDS: VisibleRecord[] = ['property', 'propertyOwner', 'tenant', 'tenantRecord', 'lease', 'maintenanceRequest'];

describe('visibility (ISO-02)', () => {
  it('gives the whole company to its staff and to platform staff, whatever links they carry', () => {
    for (const role of ['superuser', 'admin', 'landlord', 'manager'] as const) {
      expect(seesWholeCompany(as(role))).toBe(true);
      expect(needsCallerLinks(as(role))).toBe(false);
      for (const record of RECORDS) expect(visibilityOf(as(role), record)).toEqual({ wholeCompany: true });
    }
  });

  it("opens an owner's properties and what hangs off them, and only their own owner record", () => {
    const owner = as('owner', { ownerId, propertyIds: [p1, p2] });
    expect(needsCallerLinks(owner)).toBe(true);
    expect(visibilityOf(owner, 'property')).toEqual({ wholeCompany: false, keys: { ids: [p1, p2] } });
    expect(visibilityOf(owner, 'propertyOwner')).toEqual({ wholeCompany: false, keys: { ids: [ownerId] } });
    expect(visibilityOf(owner, 'lease')).toEqual({ wholeCompany: false, keys: { propertyIds: [p1, p2] } });
    expect(visibilityOf(owner, 'maintenanceRequest')).toEqual({ wholeCompany: false, keys: { propertyIds: [p1, p2] } });
    expect(visibilityOf(owner, 'tenant')).toEqual({ wholeCompany: false, keys: {} });
    expect(visibilityOf(owner, 'tenantRecord')).toEqual({ wholeCompany: false, keys: { propertyIds: [p1, p2] } });
  });

  it("opens a tenant's home, own record, own tenancies and the requests they reported; no owner record", () => {
    const tenant = as('tenant', { tenantId, propertyIds: [p1] });
    expect(needsCallerLinks(tenant)).toBe(true);
    expect(visibilityOf(tenant, 'property')).toEqual({ wholeCompany: false, keys: { ids: [p1] } });
    expect(visibilityOf(tenant, 'tenant')).toEqual({ wholeCompany: false, keys: { ids: [tenantId] } });
    expect(visibilityOf(tenant, 'tenantRecord')).toEqual({ wholeCompany: false, keys: { ids: [tenantId] } });
    expect(visibilityOf(tenant, 'lease')).toEqual({ wholeCompany: false, keys: { tenantIds: [tenantId] } });
    expect(visibilityOf(tenant, 'maintenanceRequest')).toEqual({
      wholeCompany: false,
      keys: { reporterUserIds: [user] },
    });
    expect(visibilityOf(tenant, 'propertyOwner')).toEqual({ wholeCompany: false, keys: {} });
  });

  it('opens nothing to a trade (no job assignment yet), nor to an owner or tenant without links', () => {
    expect(needsCallerLinks(as('trade'))).toBe(false);
    for (const caller of [as('trade', { propertyIds: [p1], ownerId, tenantId }), as('owner'), as('tenant')]) {
      for (const record of RECORDS.filter((r) => !(caller.role === 'tenant' && r === 'maintenanceRequest'))) {
        const visibility = visibilityOf(caller, record);
        expect(visibility.wholeCompany).toBe(false);
        const keys = visibility.wholeCompany ? {} : visibility.keys;
        expect({ caller: caller.role, record, values: Object.values(keys).flat() }).toEqual({
          caller: caller.role,
          record,
          values: [],
        });
      }
    }
  });

  it('covers every role', () => {
    for (const role of ROLES) expect(() => visibilityOf(as(role), 'property')).not.toThrow();
  });

  describe('whereVisible', () => {
    // Never connected: the builder only writes SQL.
    const dataSource = new DataSource({ type: 'postgres' });
    const query = () => dataSource.createQueryBuilder().select('t.id').from('thing', 't').where('1 = 1');
    const whereOf = (qb: ReturnType<typeof query>) => qb.getQueryAndParameters()[0].replace(/^.* WHERE /, '');

    it('leaves a whole-company view alone', () => {
      expect(whereOf(whereVisible(query(), { wholeCompany: true }, {}))).toBe('1 = 1');
    });

    it('matches any of the keys, each on its own column or expression', () => {
      const qb = whereVisible(
        query(),
        { wholeCompany: false, keys: { ids: [p1], propertyIds: [p2] } },
        { ids: 't.id', propertyIds: (param) => `t.property_id IN (:...${param})` },
      );
      expect(whereOf(qb)).toBe('1 = 1 AND (t.id IN ($1) OR t.property_id IN ($2))');
      expect(qb.getQueryAndParameters()[1]).toEqual([p1, p2]);
    });

    it('matches nothing when no key has a value, never everything', () => {
      expect(whereOf(whereVisible(query(), { wholeCompany: false, keys: {} }, { ids: 't.id' }))).toBe(
        '1 = 1 AND FALSE',
      );
      expect(whereOf(whereVisible(query(), { wholeCompany: false, keys: { ids: [] } }, { ids: 't.id' }))).toBe(
        '1 = 1 AND FALSE',
      );
    });

    it('throws for a key the query cannot match rather than widen', () => {
      expect(() =>
        whereVisible(query(), { wholeCompany: false, keys: { tenantIds: [tenantId] } }, { ids: 't.id' }),
      ).toThrow(/tenantIds/);
    });
  });
});
