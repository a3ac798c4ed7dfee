import type { CallerContext, CsvImportResult, PropertyHistoryEntryBody } from '@pm/contracts';
import { parseCsv, toCsv } from '@pm/kit';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { AppModule } from '../../src/app.module';
import { OWNER_CSV_HEADER } from '../../src/property-owners/owner-csv';
import { PropertyOwnerEntity } from '../../src/property-owners/property-owner.entity';
import { createOwner } from '../factories';

type Column = (typeof OWNER_CSV_HEADER)[number];

/** A row of the template's columns; row n stands on line n + 1 of the file. */
function row(n: number, overrides: Partial<Record<Column, string>> = {}): string[] {
  const cells: Record<string, string> = {
    Name: `Import Owner ${n}`,
    'E-mail': `owner-${n}@import.example.com`,
    Phone: '07700 900123',
    'Address line 1': `${n} Owner Street`,
    'Address line 2': '',
    'Town or city': 'Leeds',
    Postcode: 'ls6 1ag',
    'Bank account name': `Owner ${n}`,
    'Sort code': '12-34-56',
    'Account number': '1234 5678',
    'Fee (%)': '10',
    'Fixed fee a month (£)': '',
    'Spending limit (£)': '£1,250.50',
    ...overrides,
  };
  return OWNER_CSV_HEADER.map((column) => cells[column]!);
}

describe('portfolio: property owners in and out as CSV (issue 11 item 6)', () => {
  const running = useTestApp(AppModule);

  const post = (caller: CallerContext, body: unknown) =>
    requestJson<CsvImportResult>(`${running.url}/v1/owners/import`, { headers: internalHeaders(caller), body });
  const owners = (caller: CallerContext) =>
    running.dataSource.getRepository(PropertyOwnerEntity).find({
      where: { companyId: caller.companyId },
      order: { name: 'ASC' },
    });
  const exportCsv = async (caller: CallerContext, search = '') => {
    const res = await fetch(`${running.url}/v1/owners/export.csv${search}`, { headers: internalHeaders(caller) });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };

  it('[OWN-01] a 500-row file with bad postcodes, duplicates and bad cells: every problem by line and column, nothing stored', async () => {
    const caller = makeCaller();
    await createOwner(running.dataSource, caller.companyId, {
      name: 'Stored Owner',
      email: 'owner-6@import.example.com',
    });
    const rows = Array.from({ length: 500 }, (_, i) =>
      row(i + 1, i % 2 ? { 'Fee (%)': '', 'Fixed fee a month (£)': '50' } : {}),
    );
    rows[9] = row(10, { Postcode: 'LS6 3A' });
    rows[19] = row(20, { 'E-mail': 'OWNER-3@import.example.com' });
    rows[29] = row(30, { 'E-mail': 'not-an-email' });
    rows[39] = row(40, { 'Sort code': '12345', 'Account number': '1234567x' });
    rows[49] = row(50, { 'Fixed fee a month (£)': '40', 'Spending limit (£)': 'lots' });
    rows[59] = row(60, { 'Account number': '' });
    rows[69] = row(70, { 'Sort code': '**-**-56', 'Account number': '****5678' });
    rows[79] = row(80, { Name: '', 'Fee (%)': '120' });
    rows[89] = row(90, { 'Fee (%)': '' });
    rows[99] = row(100, { Postcode: 'SW1A1AA', Phone: 'call me' });
    const csv = toCsv(OWNER_CSV_HEADER, rows);

    const dryRun = await post(caller, { csv, dryRun: true });
    expect(dryRun.status).toBe(200);
    expect(dryRun.body).toMatchObject({ dryRun: true, rowCount: 500, createdCount: 0 });
    const masked = 'An export masks bank details: enter the whole number, or leave the cell blank';
    expect(dryRun.body.problems).toEqual([
      { line: 7, column: 'E-mail', message: 'Owner Stored Owner already has this e-mail' },
      { line: 11, column: 'Postcode', message: 'Enter a UK postcode, such as SW1A 1AA' },
      { line: 21, column: 'E-mail', message: 'Line 4 has this e-mail too' },
      { line: 31, column: 'E-mail', message: 'Enter an e-mail address, such as name@example.com' },
      { line: 41, column: 'Sort code', message: 'Enter the sort code: 6 digits, such as 12-34-56' },
      { line: 41, column: 'Account number', message: 'Enter the account number: 8 digits' },
      {
        line: 51,
        column: 'Fixed fee a month (£)',
        message: 'Enter one fee: a percent or a fixed sum a month, not both',
      },
      {
        line: 51,
        column: 'Spending limit (£)',
        message: 'Enter the spending limit in pounds, at most 100,000, such as 250 or 250.00',
      },
      { line: 61, column: 'Account number', message: 'Enter the account number: 8 digits' },
      { line: 71, column: 'Sort code', message: masked },
      { line: 71, column: 'Account number', message: masked },
      { line: 81, column: 'Name', message: "Enter the owner's name (at most 200 characters)" },
      { line: 81, column: 'Fee (%)', message: 'Enter the fee as a percent from 0 to 100, such as 10 or 8.5' },
      {
        line: 91,
        column: 'Fee (%)',
        message: 'Enter a fee: a percent of the rent in "Fee (%)", or a sum a month in "Fixed fee a month (£)"',
      },
      { line: 101, column: 'Phone', message: 'Enter a phone number: digits, spaces and + ( ) - only' },
    ]);

    // The import itself finds the same problems, answers them with 400 and stores none of the 485 clean rows.
    expect(await post(caller, { csv })).toMatchObject({
      status: 400,
      body: { message: 'The file has 15 problems: nothing was imported', details: { problems: dryRun.body.problems } },
    });
    expect((await owners(caller)).map((owner) => owner.name)).toEqual(['Stored Owner']);
  });

  it('[OWN-01] imports a clean file whole: e-mail and postcode normalised, bank digits kept, fees and limits in pence, each audited masked', async () => {
    const caller = makeCaller();
    const res = await post(caller, {
      csv: toCsv(OWNER_CSV_HEADER, [
        row(1, { 'E-mail': 'Ann@Example.com', Postcode: 'eh3 9aa' }),
        row(2, {
          'E-mail': '',
          'Bank account name': '',
          'Sort code': '',
          'Account number': '',
          'Fee (%)': '',
          'Fixed fee a month (£)': '£45.50',
          'Spending limit (£)': '0',
        }),
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ dryRun: false, rowCount: 2, createdCount: 2, problems: [] });
    const stored = await owners(caller);
    expect(stored.map((owner) => ({ ...owner }))).toEqual([
      expect.objectContaining({
        name: 'Import Owner 1',
        email: 'ann@example.com',
        postcode: 'EH3 9AA',
        bankSortCode: '123456',
        bankAccountNumber: '12345678',
        managementFeeKind: 'percent',
        managementFeePercent: 10,
        managementFeeFixedPence: null,
        spendingLimitPence: 125_050,
      }),
      expect.objectContaining({
        name: 'Import Owner 2',
        email: null,
        bankSortCode: null,
        managementFeeKind: 'fixed',
        managementFeePercent: null,
        managementFeeFixedPence: 4550,
        spendingLimitPence: 0,
      }),
    ]);
    const history = (
      await running.get<PropertyHistoryEntryBody[]>(`/v1/owners/${stored[0]!.id}/history`, internalHeaders(caller))
    ).body;
    expect(history).toEqual([
      expect.objectContaining({
        action: 'created',
        data: { fields: expect.objectContaining({ bankSortCode: '**-**-56', bankAccountNumber: '****5678' }) },
      }),
    ]);
  });

  it('[OWN-01] exports the list as searched with bank numbers masked, never whole; the template says the columns', async () => {
    const caller = makeCaller();
    await createOwner(running.dataSource, caller.companyId, {
      name: 'Harriet Export',
      email: 'harriet@example.com',
      bankAccountName: 'H Export',
      bankSortCode: '112233',
      bankAccountNumber: '87654321',
      spendingLimitPence: 30_000,
    });
    await createOwner(running.dataSource, caller.companyId, { name: 'Someone Else' });
    const other = makeCaller();
    await createOwner(running.dataSource, other.companyId, { name: 'Harriet Elsewhere' });

    const res = await exportCsv(caller, '?q=harriet');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/csv; charset=utf-8');
    expect(res.text).not.toContain('87654321');
    expect(res.text).not.toContain('112233');
    const parsed = parseCsv(res.text, { maxRecords: 10 });
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.header).toEqual([...OWNER_CSV_HEADER]);
    expect(parsed.records.map((record) => record.cells)).toEqual([
      expect.objectContaining({
        Name: 'Harriet Export',
        'E-mail': 'harriet@example.com',
        'Bank account name': 'H Export',
        'Sort code': '**-**-33',
        'Account number': '****4321',
        'Fee (%)': '10.5',
        'Spending limit (£)': '300.00',
      }),
    ]);

    const template = await fetch(`${running.url}/v1/owners/import-template.csv`, { headers: internalHeaders(caller) });
    expect((await template.text()).split('\r\n')[0]).toBe(OWNER_CSV_HEADER.join(','));
  });

  it('[OWN-01] refuses a header without the columns an owner needs, a body that is no CSV, and a bad export query', async () => {
    const caller = makeCaller();
    const header = await post(caller, { csv: 'Full name,E-mail\nA,a@example.com\n', dryRun: true });
    expect(header.body.problems).toEqual([
      { line: 1, column: 'Full name', message: 'Unknown column "Full name": use the template\'s header' },
      { line: 1, column: 'Name', message: 'The header lacks the column "Name"' },
      { line: 1, column: 'Spending limit (£)', message: 'The header lacks the column "Spending limit (£)"' },
    ]);
    expect((await post(caller, { csv: 42 })).status).toBe(400);
    expect((await post(caller, { csv: 'x'.repeat(500_001) })).status).toBe(400);
    expect((await exportCsv(caller, '?sort=fee')).status).toBe(400);
  });

  it('[ISO-02] owners, tenants and trades can neither import nor export owners', async () => {
    for (const role of ['owner', 'tenant', 'trade'] as const) {
      const caller = makeCaller({ role });
      expect((await post(caller, { csv: toCsv(OWNER_CSV_HEADER, [row(1)]) })).status).toBe(404);
      expect((await exportCsv(caller)).status).toBe(404);
    }
  });
});
