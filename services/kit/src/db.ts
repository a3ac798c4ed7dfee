import { Inject, Injectable } from '@nestjs/common';
import type { CallerContext } from '@pm/contracts';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { escapeLiteral, type PoolClient } from 'pg';
import type {
  DataSource,
  EntityManager,
  EntityTarget,
  ObjectLiteral,
  QueryRunner,
  Repository,
  SelectQueryBuilder,
} from 'typeorm';

/** The app role's pool (`ServiceDatabases.app`): requests and background work, under row-level security. */
export const APP_DATA_SOURCE = Symbol('APP_DATA_SOURCE');
/** The owner's pool (`ServiceDatabases.owner`): migrations, seeds and test fixtures, never a request. */
export const OWNER_DATA_SOURCE = Symbol('OWNER_DATA_SOURCE');

/**
 * Keys a visitor holds before there is a caller. Each opens only the row it names, through that table's own
 * policy: the e-mail of a sign-in, the digest of a refresh token, of an invitation or of a visitor's token.
 */
export interface DbLookup {
  email?: string;
  refreshTokenDigest?: string;
  invitationDigest?: string;
  passwordResetDigest?: string;
  federatedIssuer?: string;
  federatedSubject?: string;
  visitorTokenDigest?: string;
}

/** What a transaction may see: the caller's company, user and role, and any lookup keys. */
export interface DbContext extends Partial<CallerContext> {
  lookup?: DbLookup;
}

/**
 * The settings the policies read (`current_setting('app.company_id', true)`). Typed over every field, so a
 * field added to CallerContext (link ids, visible property ids) does not compile until it names its setting;
 * a list is set as a PostgreSQL array literal, for `= ANY(current_setting(...)::uuid[])`.
 */
const CALLER_SETTINGS: { [K in keyof CallerContext]-?: string } = {
  companyId: 'app.company_id',
  userId: 'app.user_id',
  role: 'app.role',
  ownerId: 'app.owner_id',
  tenantId: 'app.tenant_id',
  propertyIds: 'app.property_ids',
};
const LOOKUP_SETTINGS: { [K in keyof DbLookup]-?: string } = {
  email: 'app.lookup_email',
  refreshTokenDigest: 'app.lookup_refresh_token_digest',
  invitationDigest: 'app.lookup_invitation_digest',
  passwordResetDigest: 'app.lookup_password_reset_digest',
  federatedIssuer: 'app.lookup_federated_issuer',
  federatedSubject: 'app.lookup_federated_subject',
  visitorTokenDigest: 'app.lookup_visitor_token_digest',
};

function settingValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return `{${value.map((item) => `"${String(item).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
  return String(value);
}

/** Every setting's name and value for a context; the ones it does not give are empty. */
function settingsOf(context: DbContext): [name: string, value: string][] {
  const fields = context as Record<string, unknown>;
  const lookups = (context.lookup ?? {}) as Record<string, unknown>;
  return [
    ...Object.entries(CALLER_SETTINGS).map(([field, name]): [string, string] => [name, settingValue(fields[field])]),
    ...Object.entries(LOOKUP_SETTINGS).map(([field, name]): [string, string] => [name, settingValue(lookups[field])]),
  ];
}

/**
 * Sets every setting, transaction-local, in one round trip: what a previous context set is cleared, and once
 * the transaction ends the connection goes back to the pool knowing nobody.
 */
export async function applyDbContext(target: QueryRunner | EntityManager, context: DbContext): Promise<void> {
  const pairs = settingsOf(context);
  const calls = pairs.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`);
  await target.query(`SELECT ${calls.join(', ')}`, pairs.flat());
}

/**
 * The statements that open a transaction with a context's settings, sent as one simple query (one round trip
 * instead of two on every request): the values are quoted literals, as the simple protocol takes no parameters.
 */
function beginWithContextSql(context: DbContext): string {
  const calls = settingsOf(context).map(
    ([name, value]) => `set_config(${escapeLiteral(name)}, ${escapeLiteral(value)}, true)`,
  );
  return `START TRANSACTION; SELECT ${calls.join(', ')}`;
}

/** TypeORM's record of an open transaction, which `startTransaction()` would have kept. */
interface TransactionState {
  isTransactionActive: boolean;
  transactionDepth: number;
}

interface Scope {
  context: DbContext;
  /** A verified caller's context: no code may swap it for another within the request. */
  fixed: boolean;
  runner?: QueryRunner;
}

const scopes = new AsyncLocalStorage<Scope>();

/** A prepared statement's name is its text's digest: PostgreSQL plans each text once per connection. */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `pm_${createHash('sha1').update(text).digest('base64url')}`;
    if (statementNames.size < 10_000) statementNames.set(text, name);
  }
  return name;
}

/** Compared as the settings they become, so a copied list of ids is the same caller. */
const sameCaller = (a: DbContext, b: DbContext): boolean =>
  (Object.keys(CALLER_SETTINGS) as (keyof CallerContext)[]).every(
    (field) => settingValue(a[field]) === settingValue(b[field]),
  );

async function inTransaction<T>(
  dataSource: DataSource,
  scope: Omit<Scope, 'runner'>,
  work: (manager: EntityManager) => Promise<T>,
): Promise<T> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query(beginWithContextSql(scope.context));
    // Recorded as startTransaction() would: commit, rollback and nested savepoints work as usual.
    Object.assign(runner as unknown as TransactionState, { isTransactionActive: true, transactionDepth: 1 });
    const result = await scopes.run({ ...scope, runner }, () => work(runner.manager));
    await runner.commitTransaction();
    return result;
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    throw error;
  } finally {
    await runner.release().catch(() => undefined);
  }
}

/**
 * The one way services reach their tables. A request runs in one transaction that the request interceptor
 * opens with the verified caller's settings; `manager` and `repository()` are that transaction's, so a query
 * can only ever see what the caller's context lets it. Work with no request (background jobs, seeds) and
 * routes that manage their own transactions use `transaction(context, work)` with an explicit context.
 */
@Injectable()
export class Db {
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

  /** The current transaction's manager; `manager.transaction()` nests a savepoint in it. */
  get manager(): EntityManager {
    const runner = scopes.getStore()?.runner;
    if (!runner) {
      throw new Error('No transaction is open here: requests open one, other work calls db.transaction(context, work)');
    }
    return runner.manager;
  }

  repository<E extends ObjectLiteral>(entity: EntityTarget<E>): Repository<E> {
    return this.manager.getRepository(entity);
  }

  /**
   * The hot read path: the query's rows as PostgreSQL gives them (columns named by the query's aliases, no
   * entity hydration), through a prepared statement of the current transaction's connection.
   */
  async rows<R>(query: SelectQueryBuilder<ObjectLiteral>): Promise<R[]> {
    const runner = scopes.getStore()?.runner;
    if (!runner) throw new Error('No transaction is open here');
    const [text, values] = query.getQueryAndParameters();
    const client = (runner as QueryRunner & { databaseConnection: PoolClient }).databaseConnection;
    const result = await client.query<R & object>({ name: statementName(text), text, values });
    return result.rows;
  }

  /** A transaction of its own with an explicit context, for work that no request transaction wraps. */
  transaction<T>(context: DbContext, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const outer = scopes.getStore();
    if (outer?.runner) {
      throw new Error('A transaction is already open here: nest a savepoint with db.manager.transaction(work)');
    }
    if (outer?.fixed && !sameCaller(outer.context, context)) {
      throw new Error("A transaction within a caller's request runs as that caller");
    }
    return inTransaction(this.dataSource, { context, fixed: outer?.fixed ?? false }, work);
  }

  /**
   * Moves the current transaction to another context: a visitor's flow that found its row by a lookup key
   * then acts as the company (and user) that row belongs to. Refused within a verified caller's request.
   */
  async enter(context: DbContext): Promise<void> {
    const scope = scopes.getStore();
    if (!scope?.runner) throw new Error('No transaction is open here');
    if (scope.fixed && !sameCaller(scope.context, context)) {
      throw new Error("A caller's request cannot enter another context");
    }
    await applyDbContext(scope.runner, context);
    scope.context = context;
  }

  /**
   * Adds lookup keys to the current transaction's context, keeping its caller: an e-mail must be checked
   * against every company's users even within a caller's request (an address is one account, platform-wide).
   */
  async lookup(keys: DbLookup): Promise<void> {
    const scope = scopes.getStore();
    if (!scope?.runner) throw new Error('No transaction is open here');
    const context = { ...scope.context, lookup: { ...scope.context.lookup, ...keys } };
    await applyDbContext(scope.runner, context);
    scope.context = context;
  }

  /** For the request interceptor: the caller's scope, in a transaction unless the route manages its own. */
  runRequest<T>(caller: CallerContext | null, openTransaction: boolean, work: () => Promise<T>): Promise<T> {
    const scope = { context: caller ? { ...caller } : {}, fixed: caller !== null };
    if (!openTransaction) return scopes.run(scope, work);
    return inTransaction(this.dataSource, scope, () => work());
  }
}
