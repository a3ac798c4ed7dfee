import { createHash, hkdfSync, pbkdf2Sync, randomBytes, createHmac } from 'node:crypto';
import type { DataSource, QueryRunner } from 'typeorm';

/** PostgreSQL truncates identifiers past 63 bytes; a long database name keeps a digest so names stay distinct. */
const MAX_IDENTIFIER = 63;

/**
 * The role the services run their queries as, one per database so that two databases on one server (a
 * developer's, a test run's) never share one: `<database>_app`.
 */
export function appRoleName(database: string): string {
  const name = `${database}_app`;
  if (Buffer.byteLength(name) <= MAX_IDENTIFIER) return name;
  const digest = createHash('sha256').update(database).digest('hex').slice(0, 10);
  return `${database.slice(0, 40)}_${digest}_app`;
}

/**
 * Derived from the owner's credentials, which every replica has and which already grant more than this role:
 * replicas agree without a new secret, and whoever can compute it could already do more.
 */
function appRolePassword(ownerUrl: URL, role: string): string {
  const secret = `${decodeURIComponent(ownerUrl.username)}:${decodeURIComponent(ownerUrl.password)}`;
  return Buffer.from(hkdfSync('sha256', secret, 'pm:app-role-password', role, 32)).toString('base64url');
}

/** A SCRAM-SHA-256 verifier (RFC 5802/7677), so the password itself never reaches the server's logs. */
function scramVerifier(password: string): string {
  const salt = randomBytes(16);
  const iterations = 4096;
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}

export interface AppRoleLogin {
  role: string;
  url: string;
  /** Set when the services create the role themselves; absent for DATABASE_APP_URL's role, only granted to. */
  password?: string;
}

/** The app role's login: DATABASE_APP_URL when given, else the derived role on DATABASE_URL's server. */
export function appRoleLogin(ownerUrl: string, appUrl?: string): AppRoleLogin {
  if (appUrl) return { role: decodeURIComponent(new URL(appUrl).username), url: appUrl };
  const url = new URL(ownerUrl);
  const role = appRoleName(decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres');
  const password = appRolePassword(url, role);
  url.username = encodeURIComponent(role);
  url.password = encodeURIComponent(password);
  return { role, url: url.toString(), password };
}

async function format(runner: QueryRunner, template: string, ...args: string[]): Promise<string> {
  const placeholders = args.map((_, i) => `$${i + 1}::text`).join(', ');
  const [row] = (await runner.query(`SELECT format('${template}', ${placeholders}) AS sql`, args)) as { sql: string }[];
  return row!.sql;
}

/**
 * Creates the role when missing and (re)sets its password, as DATABASE_URL's user: that user needs CREATEROLE
 * (or superuser), else the operator creates the role and gives it as DATABASE_APP_URL. Serialised on an
 * advisory lock, since every service of every replica does this at start-up.
 */
export async function ensureAppRole(runner: QueryRunner, login: AppRoleLogin): Promise<void> {
  const { password } = login;
  if (password === undefined) return;
  await runner.startTransaction();
  try {
    await runner.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`pm-app-role:${login.role}`]);
    const found = (await runner.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [login.role])) as unknown[];
    const attributes = 'LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE NOINHERIT NOREPLICATION';
    const statement =
      found.length === 0
        ? await format(runner, `CREATE ROLE %I ${attributes} PASSWORD %L`, login.role, scramVerifier(password))
        : await format(runner, `ALTER ROLE %I ${attributes} PASSWORD %L`, login.role, scramVerifier(password));
    await runner.query(statement);
    await runner.commitTransaction();
  } catch (error) {
    await runner.rollbackTransaction().catch(() => undefined);
    const code = (error as { driverError?: { code?: string } }).driverError?.code;
    if (code === '42501') {
      throw new Error(
        `DATABASE_URL's user may not create or alter the role "${login.role}": give it CREATEROLE, or create a ` +
          'role with LOGIN NOSUPERUSER NOBYPASSRLS yourself and give its URL as DATABASE_APP_URL',
        { cause: error },
      );
    }
    throw error;
  }
}

/**
 * The app role may read and write the schema's tables (row-level security decides which rows), never change
 * them, and not touch the migrations' record. Default privileges cover tables a later migration adds.
 */
export async function grantAppRole(runner: QueryRunner, schema: string, login: AppRoleLogin): Promise<void> {
  const statements = [
    `GRANT USAGE ON SCHEMA %I TO %I`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO %I`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %I TO %I`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO %I`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE, SELECT ON SEQUENCES TO %I`,
    `REVOKE ALL ON TABLE %I.migrations FROM %I`,
  ];
  for (const template of statements) await runner.query(await format(runner, template, schema, login.role));
}

/** Refuses to serve through a role that would make row-level security moot. */
export async function assertAppRoleIsConfined(app: DataSource, schema: string): Promise<void> {
  const [role] = (await app.query(
    `SELECT r.rolname, r.rolsuper, r.rolbypassrls,
            EXISTS (SELECT 1 FROM pg_tables t WHERE t.schemaname = $1 AND t.tableowner = r.rolname) AS owns_tables
       FROM pg_roles r WHERE r.rolname = current_user`,
    [schema],
  )) as { rolname: string; rolsuper: boolean; rolbypassrls: boolean; owns_tables: boolean }[];
  if (!role || role.rolsuper || role.rolbypassrls || role.owns_tables) {
    throw new Error(
      `The services' database role "${role?.rolname}" must not be a superuser, bypass row-level security or own ` +
        `the ${schema} tables: give DATABASE_APP_URL a role of its own, or leave it unset to have one created`,
    );
  }
}
