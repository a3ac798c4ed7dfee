import { requestJson, type RunningApp } from '@pm/kit/testing';
import { randomBytes } from 'node:crypto';
import { createUser, PASSWORD } from '../../../services/identity/test/integration/factories';
import { login, registerCompany, serviceEnv, startBff, startServices, type Services, type Session } from './harness';

describe('bff: property owners in and out as CSV (issue 11 item 6)', () => {
  let services: Services;
  let bff: RunningApp;
  let staff: Session;
  let otherStaff: Session;

  const download = async (path: string, session?: Session) => {
    const response = await fetch(`${bff.url}/api/property-owners/${path}`, { headers: session?.auth ?? {} });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const upload = (session: Session, body: unknown) =>
    requestJson(`${bff.url}/api/property-owners/import`, { headers: session.auth, body });
  const sessionAs = async (role: 'owner' | 'tenant' | 'trade') => {
    const user = await createUser(services.identity, { role, companyId: staff.user.companyId });
    return login(bff, user.email, PASSWORD);
  };

  beforeAll(async () => {
    services = await startServices();
    bff = await startBff(serviceEnv(services));
    const account = await registerCompany(bff);
    staff = await login(bff, account.email, account.password);
    const other = await registerCompany(bff, 'Other Lettings');
    otherStaff = await login(bff, other.email, other.password);
  });
  afterAll(async () => {
    await bff?.close();
    await services?.close();
  });

  it('[OWN-01] the template, a dry run with a bad postcode, a clean import and a masked export, each company its own', async () => {
    const template = await download('import-template.csv', staff);
    expect(template.status).toBe(200);
    expect(template.headers.get('content-disposition')).toBe(
      'attachment; filename="property-owners-import-template.csv"',
    );
    const [header] = template.text.split('\r\n');
    expect(header).toBe(
      'Name,E-mail,Phone,Address line 1,Address line 2,Town or city,Postcode,Bank account name,Sort code,Account number,Fee (%),Fixed fee a month (£),Spending limit (£)',
    );
    const tag = `csv${randomBytes(3).toString('hex')}`;
    const first = `Ann ${tag},ann.${tag}@example.com,,1 High St,,Leeds,ls6 1ag,A Person,12-34-56,12345678,10,,250`;
    const second = `Bob ${tag},bob.${tag}@example.com,,2 High St,,Leeds,LS6 3A,,,,,45.50,100`;

    const checked = await upload(staff, { csv: `${header}\r\n${first}\r\n${second}\r\n`, dryRun: true });
    expect(checked.status).toBe(200);
    expect(checked.body).toEqual({
      dryRun: true,
      rowCount: 2,
      createdCount: 0,
      problems: [{ line: 3, column: 'Postcode', message: 'Enter a UK postcode, such as SW1A 1AA' }],
    });
    const refused = await upload(staff, { csv: `${header}\r\n${first}\r\n${second}\r\n` });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'IMPORT_HAS_PROBLEMS', details: { problems: checked.body.problems } });

    const imported = await upload(staff, { csv: `${header}\r\n${first}\r\n` });
    expect(imported.body).toEqual({ dryRun: false, rowCount: 1, createdCount: 1, problems: [] });
    const exported = await download(`export.csv?q=${tag}`, staff);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="property-owners.csv"');
    expect(exported.text).toBe(
      `${header}\r\nAnn ${tag},ann.${tag}@example.com,,1 High St,,Leeds,LS6 1AG,A Person,**-**-56,****5678,10,,250.00\r\n`,
    );

    // Another company sees none of it, and may hold an owner with the same e-mail.
    expect((await download(`export.csv?q=${tag}`, otherStaff)).text).toBe(`${header}\r\n`);
    const elsewhere = await upload(otherStaff, { csv: `${header}\r\n${first}\r\n`, dryRun: true });
    expect(elsewhere.body).toMatchObject({ rowCount: 1, problems: [] });
    // The same file again in the first company: its e-mail is taken now.
    const again = await upload(staff, { csv: `${header}\r\n${first}\r\n`, dryRun: true });
    expect(again.body.problems).toEqual([
      { line: 2, column: 'E-mail', message: `Owner Ann ${tag} already has this e-mail` },
    ]);
  });

  it('[OWN-01] [ISO-02] refuses bad input with a message, owners, tenants and trades, and visitors', async () => {
    for (const body of [{}, { csv: 42 }, { csv: 'x', dryRun: 'yes' }, { csv: 'x'.repeat(500_001) }]) {
      const res = await upload(staff, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await download('export.csv?sort=fee', staff)).status).toBe(400);
    for (const role of ['owner', 'tenant', 'trade'] as const) {
      const session = await sessionAs(role);
      expect((await download('export.csv', session)).status).toBe(403);
      expect((await download('import-template.csv', session)).status).toBe(403);
      expect((await upload(session, { csv: 'Name\nA\n', dryRun: true })).status).toBe(403);
    }
    expect((await download('export.csv')).status).toBe(401);
  });
});
