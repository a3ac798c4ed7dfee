import { Module } from '@nestjs/common';
import { Db, ServiceKitModule, type DbContext, type ServiceName } from '../../src';
import { useTestApp } from '../../src/testing';

@Module({ imports: [ServiceKitModule.forRoot({ name: 'db_test' as ServiceName, entities: [], migrations: [] })] })
class DbTestModule {}

const caller = {
  userId: '7f1f5d0e-8c44-4d0c-9b7e-0f3a2b1c4d5e',
  companyId: '2d7b7c1e-9a0b-4c3d-8e2f-1a2b3c4d5e6f',
  role: 'manager' as const,
};

describe('Db transactions on PostgreSQL', () => {
  const running = useTestApp(DbTestModule);
  const db = () => running.app.get(Db);

  const settings = (context: DbContext) =>
    db().transaction(context, async (manager) => {
      const [row] = (await manager.query(
        `SELECT current_setting('app.company_id', true) AS company, current_setting('app.role', true) AS role,
                current_setting('app.lookup_email', true) AS email`,
      )) as { company: string; role: string; email: string }[];
      return row!;
    });

  it("opens with the caller's settings exactly as given, quotes and backslashes included", async () => {
    const email = `o'brien\\"; SET ROLE postgres; --@example.test`;
    expect(await settings({ ...caller, lookup: { email } })).toEqual({
      company: caller.companyId,
      role: 'manager',
      email,
    });
  });

  it('leaves nothing of one context to the next transaction on the pooled connections', async () => {
    await settings({ ...caller, lookup: { email: 'someone@example.test' } });
    expect(await settings({ lookup: { email: 'other@example.test' } })).toEqual({
      company: '',
      role: '',
      email: 'other@example.test',
    });
  });

  it('runs the work in one transaction, with savepoints nested in it, and commits it', async () => {
    const seen = await db().transaction(caller, async (manager) => {
      const [first] = (await manager.query(`SELECT now() AS at, pg_current_xact_id()::text AS xid`)) as {
        at: Date;
        xid: string;
      }[];
      await manager.query('SELECT pg_sleep(0.02)');
      // A failed savepoint rolls back to itself; the transaction goes on.
      await expect(
        manager.transaction(async (inner) => {
          await inner.query('SELECT 1 / 0');
        }),
      ).rejects.toThrow('division by zero');
      const [second] = (await manager.query(`SELECT now() AS at, pg_current_xact_id()::text AS xid`)) as {
        at: Date;
        xid: string;
      }[];
      return { first: first!, second: second! };
    });
    // now() is the transaction's start: the same for every statement of one transaction.
    expect(seen.second.at.getTime()).toBe(seen.first.at.getTime());
    expect(seen.second.xid).toBe(seen.first.xid);
  });

  it('rolls back on an error and the next transaction starts clean on the connection', async () => {
    await expect(
      db().transaction(caller, async (manager) => {
        await manager.query('SELECT 1 / 0');
      }),
    ).rejects.toThrow('division by zero');
    expect(await settings(caller)).toMatchObject({ company: caller.companyId });
  });
});
