/**
 * Fixed ids of the demo seed, shared so that each service's part of the seed refers to the same
 * company and people. Demo data is applied only when DEMO_SEED=1 and never in production.
 */
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

/** Deterministic demo ids: `demoId(0x2, 5)` -> 00000000-0000-4000-8002-000000000005. */
export function demoId(kind: number, n: number): string {
  return `00000000-0000-4000-8${kind.toString(16).padStart(3, '0')}-${n.toString(16).padStart(12, '0')}`;
}
