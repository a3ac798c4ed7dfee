/** Shared so that each service's part of the demo seed refers to the same company and people. */
export const DEMO = {
  platformCompanyId: '00000000-0000-4000-8000-000000000001',
  agencyCompanyId: '00000000-0000-4000-8000-000000000002',
  otherAgencyCompanyId: '00000000-0000-4000-8000-000000000003',
  password: 'Password123!',
  users: {
    superuser: { id: '00000000-0000-4000-8000-000000000101', email: 'super@example.com' },
    admin: { id: '00000000-0000-4000-8000-000000000102', email: 'admin@example.com' },
    landlord: { id: '00000000-0000-4000-8000-000000000103', email: 'landlord@example.com' },
    manager: { id: '00000000-0000-4000-8000-000000000104', email: 'manager@example.com' },
    owner: { id: '00000000-0000-4000-8000-000000000105', email: 'owner@example.com' },
    tenant: { id: '00000000-0000-4000-8000-000000000106', email: 'tenant@example.com' },
    trade: { id: '00000000-0000-4000-8000-000000000107', email: 'trade@example.com' },
  },
} as const;

/** Services refer to each other's seeded records by id (a request names a property), so a kind is never renumbered. */
export const DEMO_KIND = {
  account: 0x0,
  invitation: 0x1,
  property: 0x201,
  propertyOwner: 0x202,
  buildingFactor: 0x203,
  tenant: 0x204,
  lease: 0x205,
  maintenanceRequest: 0x301,
  maintenanceCategory: 0x302,
  blogPost: 0x401,
  kbArticle: 0x402,
} as const;

/** Deterministic ids: `demoId(0x2, 5)` -> 00000000-0000-4000-8002-000000000005. */
export function demoId(kind: number, n: number): string {
  return `00000000-0000-4000-8${kind.toString(16).padStart(3, '0')}-${n.toString(16).padStart(12, '0')}`;
}
