import { requestJson, type RunningApp } from '@pm/kit/testing';
import { randomBytes } from 'node:crypto';
import { createUser, PASSWORD } from '../../../services/identity/test/integration/factories';
import { login, registerCompany, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

describe('bff: properties in and out as CSV (issue 11 item 6)', () => {
  let services: Services;
  let bff: RunningApp;
  let staff: Session;

  const text = async (path: string, session?: Session) => {
    const response = await fetch(`${bff.url}${path}`, { headers: session?.auth ?? {} });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  const importCsv = (session: Session, body: unknown) =>
    requestJson(`${bff.url}/api/properties/import`, { headers: session.auth, body });

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
    const account = await registerCompany(bff);
    staff = await login(bff, account.email, account.password);
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('[PROP-02] [PROP-01] template, dry run, import and export round trip through the bff', async () => {
    const template = await text('/api/properties/import-template.csv', staff);
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toBe('attachment; filename="properties-import-template.csv"');
    const [header] = template.body.split('\r\n');
    const tag = `CSV${randomBytes(2).toString('hex').toUpperCase()}`;
    const good = `${header}\r\n${tag}-1,1 Csv Street,,Leeds,ls6 1ag,,Flat,2,1,No,Let,950,Yes,\r\n`;
    const bad = `${good}${tag}-2,2 Csv Street,,Leeds,LS6 3A,,Flat,2,1,No,Let,950,Yes,\r\n`;

    const dryRun = await importCsv(staff, { csv: bad, dryRun: true });
    expect(dryRun.status).toBe(200);
    expect(dryRun.body).toEqual({
      dryRun: true,
      rowCount: 2,
      createdCount: 0,
      problems: [{ line: 3, column: 'Postcode', message: 'Enter a UK postcode, such as SW1A 1AA' }],
    });
    const refused = await importCsv(staff, { csv: bad });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'IMPORT_HAS_PROBLEMS', details: { problems: dryRun.body.problems } });

    const imported = await importCsv(staff, { csv: good });
    expect(imported.body).toEqual({ dryRun: false, rowCount: 1, createdCount: 1, problems: [] });
    const exported = await text(`/api/properties/export.csv?q=${tag}`, staff);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.body).toBe(
      `${header}\r\n${tag}-1,1 Csv Street,,Leeds,LS6 1AG,England,Flat,2,1,No,Let,950.00,Yes,\r\n`,
    );
  });

  it('[PROP-02] refuses bad input with a message, and other roles and visitors', async () => {
    for (const body of [{}, { csv: 42 }, { csv: 'x', dryRun: 'yes' }, { csv: 'x'.repeat(500_001) }]) {
      const res = await importCsv(staff, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await text('/api/properties/export.csv?status=sold', staff)).status).toBe(400);
    const owner = await createUser(services.identity, { role: 'owner', companyId: staff.user.companyId });
    const ownerSession = await login(bff, owner.email, PASSWORD);
    expect((await text('/api/properties/export.csv', ownerSession)).status).toBe(403);
    expect((await importCsv(ownerSession, { csv: 'a' })).status).toBe(403);
    expect((await text('/api/properties/export.csv')).status).toBe(401);
  });
});
