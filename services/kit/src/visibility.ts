import { ROLE_SCOPE, type CallerContext, type RoleScope } from '@pm/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * ISO-02, decided once for every service: what each role may see of its company's records. The company's
 * staff see everything; an owner, a tenant or a trade sees only the rows its links open, which the bff signs
 * with the caller (`CallerLinks`). Anything else answers as if it did not exist, so a list, a count, a batch
 * read and a get all narrow by the same rule; row-level security repeats it underneath.
 */
export type VisibleRecord = 'property' | 'propertyOwner' | 'tenant' | 'tenantRecord' | 'lease' | 'maintenanceRequest';

/** The keys a linked caller's rows are matched by; a key with no values matches nothing. */
export interface VisibleKeys {
  /** The record's own id. */
  ids?: readonly string[];
  propertyIds?: readonly string[];
  tenantIds?: readonly string[];
  reporterUserIds?: readonly string[];
}

/** Every row of the caller's company, or only the rows matching any of the keys (no keys: none at all). */
export type Visibility = { wholeCompany: true } | { wholeCompany: false; keys: VisibleKeys };

type LinkedScope = Exclude<RoleScope, 'company'>;

const NOTHING: VisibleKeys = {};
const present = (...values: (string | undefined)[]): string[] => values.filter((v): v is string => !!v);

/**
 * Per record and role scope. A trade sees only jobs offered to or assigned to them, and the properties of those
 * jobs; the product has no job assignment yet, so a trade sees no request and no property.
 */
const RULES: Record<VisibleRecord, Record<LinkedScope, (caller: CallerContext) => VisibleKeys>> = {
  property: {
    owner: (caller) => ({ ids: caller.propertyIds ?? [] }),
    tenant: (caller) => ({ ids: caller.propertyIds ?? [] }),
    trade: () => NOTHING,
  },
  // Owners' e-mails and phones are for the company's staff and the owner themselves only.
  propertyOwner: {
    owner: (caller) => ({ ids: present(caller.ownerId) }),
    tenant: () => NOTHING,
    trade: () => NOTHING,
  },
  // The tenants of a tenancy as the tenancy list names them: to an owner none yet.
  tenant: {
    owner: () => NOTHING,
    tenant: (caller) => ({ ids: present(caller.tenantId) }),
    trade: () => NOTHING,
  },
  // A tenant's record (TEN-01): an owner sees the tenants of the tenancies of their properties, a tenant themself.
  tenantRecord: {
    owner: (caller) => ({ propertyIds: caller.propertyIds ?? [] }),
    tenant: (caller) => ({ ids: present(caller.tenantId) }),
    trade: () => NOTHING,
  },
  lease: {
    owner: (caller) => ({ propertyIds: caller.propertyIds ?? [] }),
    tenant: (caller) => ({ tenantIds: present(caller.tenantId) }),
    trade: () => NOTHING,
  },
  // A tenant's requests are the ones they reported, wherever they live now.
  maintenanceRequest: {
    owner: (caller) => ({ propertyIds: caller.propertyIds ?? [] }),
    tenant: (caller) => ({ reporterUserIds: [caller.userId] }),
    trade: () => NOTHING,
  },
};

export const seesWholeCompany = (caller: CallerContext): boolean => ROLE_SCOPE[caller.role] === 'company';

/** Roles whose links the bff resolves (one portfolio call per request) before it calls portfolio or maintenance. */
export const needsCallerLinks = (caller: CallerContext): boolean =>
  ROLE_SCOPE[caller.role] === 'owner' || ROLE_SCOPE[caller.role] === 'tenant';

export function visibilityOf(caller: CallerContext, record: VisibleRecord): Visibility {
  const scope = ROLE_SCOPE[caller.role] as RoleScope | undefined;
  if (scope === 'company') return { wholeCompany: true };
  return { wholeCompany: false, keys: scope ? RULES[record][scope](caller) : NOTHING };
}

/** How a query matches each key: a column of its alias, or SQL over the named parameter (a list of ids). */
export type VisibleColumns = { [K in keyof VisibleKeys]?: string | ((param: string) => string) };

/**
 * The SQL condition and parameters for what the caller may see of its kind, or null for the whole company. A key
 * the query cannot match is a programming error and throws rather than widening; a caller with no matching keys
 * gets `FALSE`, never everything. `prefix` keeps the parameters of two conditions in one query apart.
 */
export function visibleCondition(
  visibility: Visibility,
  columns: VisibleColumns,
  prefix = 'visible',
): { sql: string; params: Record<string, string[]> } | null {
  if (visibility.wholeCompany) return null;
  const clauses: string[] = [];
  const params: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(visibility.keys) as [keyof VisibleKeys, readonly string[]][]) {
    if (values.length === 0) continue;
    const column = columns[key];
    if (!column) throw new Error(`This query cannot match the visibility key ${key}`);
    const param = `${prefix}_${key}`;
    clauses.push(typeof column === 'function' ? column(param) : `${column} IN (:...${param})`);
    params[param] = [...values];
  }
  return { sql: clauses.length > 0 ? `(${clauses.join(' OR ')})` : 'FALSE', params };
}

/** Narrows a query to what the caller may see of its kind (`visibleCondition`). */
export function whereVisible<E extends ObjectLiteral>(
  query: SelectQueryBuilder<E>,
  visibility: Visibility,
  columns: VisibleColumns,
): SelectQueryBuilder<E> {
  const condition = visibleCondition(visibility, columns);
  return condition ? query.andWhere(condition.sql, condition.params) : query;
}
