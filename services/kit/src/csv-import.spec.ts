import type { CsvImportResult } from '@pm/contracts';
import { IsEmail, Length } from 'class-validator';
import {
  type CellProblem,
  type CsvImportPlan,
  FirstLines,
  penceFromPounds,
  runCsvImport,
  validateRow,
} from './csv-import';
import { AppException } from './errors';

class PersonDto {
  @Length(1, 10, { message: 'Enter a name of at most 10 characters' }) name!: string;
  @IsEmail({}, { message: 'Enter an e-mail address' }) email!: string;
}

/** A plan for rows of a name and an e-mail: each checked by the DTO, an e-mail twice refused, `taken@x.io` stored. */
function people(stored: string[][]): CsvImportPlan<PersonDto> {
  const emails = new FirstLines();
  return {
    columns: ['Name', 'E-mail'],
    required: ['Name'],
    checkRow: async (cells, line) => {
      const problems: CellProblem[] = [];
      const row = await validateRow(
        PersonDto,
        { name: cells.Name, email: cells['E-mail'] },
        {
          name: 'Name',
          email: 'E-mail',
        },
        problems,
      );
      const earlier = emails.earlier(row.email, line);
      if (earlier) problems.push({ column: 'E-mail', message: `Line ${earlier} has it too` });
      return { row, problems };
    },
    clashesWithStored: async (rows) =>
      rows
        .filter(({ row }) => row.email === 'taken@x.io')
        .map(({ line }) => ({ line, column: 'E-mail', message: 'Taken' })),
    store: async (rows) => {
      stored.push(rows.map((row) => row.name));
    },
  };
}

describe('runCsvImport (issue 11 item 6)', () => {
  it('a dry run answers every problem by line, then by the column order of the template, and stores nothing', async () => {
    const stored: string[][] = [];
    const csv = 'E-mail,Name\nnot-mail,Eleven chars\na@x.io,A\na@x.io,B\ntaken@x.io,C\n';
    expect(await runCsvImport({ csv, dryRun: true }, people(stored))).toEqual<CsvImportResult>({
      dryRun: true,
      rowCount: 4,
      createdCount: 0,
      problems: [
        { line: 2, column: 'Name', message: 'Enter a name of at most 10 characters' },
        { line: 2, column: 'E-mail', message: 'Enter an e-mail address' },
        { line: 4, column: 'E-mail', message: 'Line 3 has it too' },
        { line: 5, column: 'E-mail', message: 'Taken' },
      ],
    });
    expect(stored).toEqual([]);
  });

  it('an import with any problem throws 400 with them and stores none; a clean one stores every row at once', async () => {
    const stored: string[][] = [];
    const refused = runCsvImport({ csv: 'Name,E-mail\nA,a@x.io\nB,taken@x.io\n' }, people(stored));
    await expect(refused).rejects.toBeInstanceOf(AppException);
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      code: 'IMPORT_HAS_PROBLEMS',
      message: 'The file has 1 problem: nothing was imported',
      details: { problems: [{ line: 3, column: 'E-mail', message: 'Taken' }] },
    });
    expect(stored).toEqual([]);
    expect(await runCsvImport({ csv: 'Name,E-mail\nA,a@x.io\nB,b@x.io\n' }, people(stored))).toEqual({
      dryRun: false,
      rowCount: 2,
      createdCount: 2,
      problems: [],
    });
    expect(stored).toEqual([['A', 'B']]);
  });

  it('answers a file it cannot read by its line, and a header that is not the template’s by its columns', async () => {
    const unreadable = await runCsvImport({ csv: 'Name,E-mail\n"unclosed,x\n', dryRun: true }, people([]));
    expect(unreadable.problems).toEqual([
      { line: expect.any(Number), column: null, message: expect.stringMatching(/could not be read as CSV/) },
    ]);
    const header = await runCsvImport({ csv: 'Full name,E-mail\nA,a@x.io\n', dryRun: true }, people([]));
    expect(header).toEqual({
      dryRun: true,
      rowCount: 1,
      createdCount: 0,
      problems: [
        { line: 1, column: 'Full name', message: 'Unknown column "Full name": use the template\'s header' },
        { line: 1, column: 'Name', message: 'The header lacks the column "Name"' },
      ],
    });
  });

  it.each([
    ['£1,250.50', 125_050],
    ['950', 95_000],
    ['0.5', 50],
    ['', null],
    ['12.345', undefined],
    ['-5', undefined],
    ['lots', undefined],
  ])('reads the pounds %j as %j pence', (text, pence) => {
    expect(penceFromPounds(text)).toBe(pence);
  });
});
