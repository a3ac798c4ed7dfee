import type { CallerContext, Page, PropertyBody, CsvImportResult } from '@pm/contracts';
import { parseCsv, toCsv } from '@pm/kit';
import { internalHeaders, makeCaller, requestJson, useTestApp } from '@pm/kit/testing';
import { AppModule } from '../../src/app.module';
import { PROPERTY_CSV_HEADER } from '../../src/properties/property-csv';
import { createOwner, createProperty } from '../factories';

/** A row of the template's columns. */
function row(n: number, overrides: Partial<Record<(typeof PROPERTY_CSV_HEADER)[number], string>> = {}): string[] {
  const cells: Record<string, string> = {
    Reference: `IMP-${String(n).padStart(4, '0')}`,
    'Address line 1': `${n} Import Street`,
    'Address line 2': '',
    'Town or city': 'Leeds',
    Postcode: 'ls6 1ag',
    Nation: '',
    Type: 'Flat',
    Bedrooms: '2',
    Bathrooms: '1',
    Furnished: 'No',
    Status: 'Let',
    'Monthly rent (£)': '£1,250.50',
    'Gas supply': 'Yes',
    Owner: '',
    ...overrides,
  };
  return PROPERTY_CSV_HEADER.map((column) => cells[column]!);
}

describe('portfolio: properties in and out as CSV (issue 11 item 6)', () => {
  const running = useTestApp(AppModule);

  const post = (caller: CallerContext, body: unknown) =>
    requestJson<CsvImportResult>(`${running.url}/v1/properties/import`, {
      headers: internalHeaders(caller),
      body,
    });
  const count = async (caller: CallerContext) =>
    (await running.get<Page<PropertyBody>>('/v1/properties?limit=1', internalHeaders(caller))).body.total;

  it('[PROP-02] a 500-row file with bad postcodes, duplicates and unknown owners: every problem by line and column, nothing stored', async () => {
    const caller = makeCaller();
    await createOwner(running.dataSource, caller.companyId, {
      name: 'Margaret Holloway',
      email: 'margaret@example.com',
    });
    await createProperty(running.dataSource, caller.companyId, { reference: 'IMP-0007' });
    const rows = Array.from({ length: 500 }, (_, i) => row(i + 1, i % 2 ? { Owner: 'MARGARET@example.com' } : {}));
    rows[9] = row(10, { Postcode: 'LS6 3A' });
    rows[19] = row(20, { Reference: 'IMP-0003' });
    rows[29] = row(30, { 'Address line 1': '1 Import Street' });
    rows[39] = row(40, { Owner: 'Nobody Known' });
    rows[49] = row(50, { Bedrooms: 'two', Type: 'Castle', 'Monthly rent (£)': 'lots' });
    const csv = toCsv(PROPERTY_CSV_HEADER, rows);
    const before = await count(caller);

    const dryRun = await post(caller, { csv, dryRun: true });
    expect(dryRun.status).toBe(200);
    expect(dryRun.body).toMatchObject({ dryRun: true, rowCount: 500, createdCount: 0 });
    expect(dryRun.body.problems).toEqual([
      { line: 8, column: 'Reference', message: 'A property already has this reference' },
      { line: 11, column: 'Postcode', message: 'Enter a UK postcode, such as SW1A 1AA' },
      { line: 21, column: 'Reference', message: 'Line 4 has this reference too' },
      { line: 31, column: 'Address line 1', message: 'Line 2 is the same address' },
      { line: 41, column: 'Owner', message: 'No owner "Nobody Known": add them first' },
      { line: 51, column: 'Type', message: expect.stringContaining('"Castle" is not one of') },
      { line: 51, column: 'Bedrooms', message: 'Enter a whole number, such as 2' },
      { line: 51, column: 'Monthly rent (£)', message: 'Enter the rent in pounds, such as 950 or 950.00' },
    ]);

    const refused = await post(caller, { csv });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'IMPORT_HAS_PROBLEMS',
      message: 'The file has 8 problems: nothing was imported',
      details: { problems: dryRun.body.problems },
    });
    expect(await count(caller)).toBe(before);
  });

  it('[PROP-02] imports a clean file whole: postcodes normalised, nation derived, owners found by e-mail, rent in pence', async () => {
    const caller = makeCaller();
    const owner = await createOwner(running.dataSource, caller.companyId, { email: 'fiona@example.com' });
    const csv = toCsv(PROPERTY_CSV_HEADER, [
      row(1, { Owner: 'Fiona@Example.com' }),
      row(2, { Reference: '', Postcode: 'eh3 9aa', 'Town or city': 'Edinburgh', Furnished: 'yes' }),
    ]);
    const res = await post(caller, { csv });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ dryRun: false, rowCount: 2, createdCount: 2, problems: [] });

    const list = (await running.get<Page<PropertyBody>>('/v1/properties?sort=postcode', internalHeaders(caller))).body;
    expect(
      list.items.map(({ reference, postcode, nation, ownerId, monthlyRentPence, furnished }) => ({
        reference,
        postcode,
        nation,
        ownerId,
        monthlyRentPence,
        furnished,
      })),
    ).toEqual([
      {
        reference: expect.stringMatching(/^[A-Z]+-\d{4}$/),
        postcode: 'EH3 9AA',
        nation: 'scotland',
        ownerId: null,
        monthlyRentPence: 125_050,
        furnished: true,
      },
      {
        reference: 'IMP-0001',
        postcode: 'LS6 1AG',
        nation: 'england',
        ownerId: owner.id,
        monthlyRentPence: 125_050,
        furnished: false,
      },
    ]);
  });

  it('[PROP-01] exports the filtered list, which imports again into another company as it was', async () => {
    const caller = makeCaller();
    const owner = await createOwner(running.dataSource, caller.companyId, { email: 'o@example.com' });
    await createProperty(running.dataSource, caller.companyId, {
      reference: 'EXP-1',
      status: 'let',
      ownerId: owner.id,
    });
    await createProperty(running.dataSource, caller.companyId, { reference: 'EXP-2', status: 'vacant' });
    const res = await fetch(`${running.url}/v1/properties/export.csv?status=let`, { headers: internalHeaders(caller) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const parsed = parseCsv(await res.text(), { maxRecords: 10 });
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.header).toEqual([...PROPERTY_CSV_HEADER]);
    expect(parsed.records.map((record) => [record.cells.Reference, record.cells.Status, record.cells.Owner])).toEqual([
      ['EXP-1', 'Let', 'o@example.com'],
    ]);

    const other = makeCaller();
    await createOwner(running.dataSource, other.companyId, { email: 'o@example.com' });
    const again = await post(other, {
      csv: toCsv(
        PROPERTY_CSV_HEADER,
        parsed.records.map((r) => PROPERTY_CSV_HEADER.map((c) => r.cells[c]!)),
      ),
    });
    expect(again.body).toMatchObject({ createdCount: 1, problems: [] });
  });

  it('[PROP-02] refuses a file it cannot read, or whose header is not the template’s, by line', async () => {
    const caller = makeCaller();
    const unreadable = await post(caller, { csv: 'Reference,Address line 1\n"unclosed,x\n', dryRun: true });
    expect(unreadable.body.problems).toEqual([
      { line: expect.any(Number), column: null, message: expect.stringMatching(/could not be read as CSV/) },
    ]);
    const header = await post(caller, { csv: 'Ref,Address line 1\nA,B\n', dryRun: true });
    expect(header.body.problems).toEqual(
      expect.arrayContaining([
        { line: 1, column: 'Ref', message: 'Unknown column "Ref": use the template\'s header' },
        { line: 1, column: 'Postcode', message: 'The header lacks the column "Postcode"' },
      ]),
    );
    expect((await post(caller, { csv: 42 })).status).toBe(400);
    expect((await post(caller, { csv: 'x'.repeat(500_001) })).status).toBe(400);
  });

  it('[ISO-02] owners, tenants and trades can neither import nor export', async () => {
    for (const role of ['owner', 'tenant', 'trade'] as const) {
      const caller = makeCaller({ role });
      expect((await post(caller, { csv: toCsv(PROPERTY_CSV_HEADER, [row(1)]) })).status).toBe(404);
      const res = await fetch(`${running.url}/v1/properties/export.csv`, { headers: internalHeaders(caller) });
      expect(res.status).toBe(404);
    }
  });
});
