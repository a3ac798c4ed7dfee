import {
  type CallerContext,
  CSV_IMPORT_MAX_LENGTH,
  CSV_IMPORT_MAX_ROWS,
  type CsvImportProblem,
  type CsvImportRequest,
  type CsvImportResult,
  type Page,
} from '@pm/contracts';
import { plainToInstance } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, validate } from 'class-validator';
import { parseCsv, toCsv } from './csv';
import { AppException } from './errors';
import { MAX_PAGE_SIZE } from './pagination';

/** The body of an import, at the bff and at the service. */
export class CsvImportDto implements CsvImportRequest {
  @IsString({ message: 'csv must be the text of a CSV file' })
  @MaxLength(CSV_IMPORT_MAX_LENGTH, { message: 'The file is too large: import at most 500 KB at a time' })
  csv!: string;

  @IsOptional() @IsBoolean() dryRun?: boolean;
}

/** A problem of one row, before the import knows the row's line. */
export interface CellProblem {
  column: string | null;
  message: string;
}

/** One row read from its cells: what to store, when it has no problem. */
export interface CheckedRow<T> {
  row: T;
  problems: CellProblem[];
}

/** What an import of one kind of record knows: its columns, how to read a row, what clashes, how to store. */
export interface CsvImportPlan<T> {
  /** The template's header, in order; problems are sorted by it. */
  columns: readonly string[];
  /** The columns a header must have. */
  required: readonly string[];
  /** Reads and checks one row by its cells, on its own and against the rows before it. */
  checkRow(cells: Readonly<Record<string, string>>, line: number): Promise<CheckedRow<T>>;
  /** The clean rows' clashes with what the company already has, in one read. */
  clashesWithStored(rows: readonly { line: number; row: T }[]): Promise<CsvImportProblem[]>;
  /** Stores every row; the request's one transaction makes it all or none. */
  store(rows: readonly T[]): Promise<void>;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * Issue 11 item 6: every row is read and checked before anything is stored (the file, its header, each row's cells,
 * the rows against each other and against the company). A dry run answers every problem by line and column; an
 * import with any problem answers 400 with them and stores nothing.
 */
export async function runCsvImport<T>(
  { csv, dryRun = false }: CsvImportRequest,
  plan: CsvImportPlan<T>,
): Promise<CsvImportResult> {
  const answer = (rowCount: number, problems: CsvImportProblem[]): CsvImportResult => {
    const place = (column: string | null) => (column === null ? -1 : plan.columns.indexOf(column));
    const sorted = [...problems].sort((a, b) => a.line - b.line || place(a.column) - place(b.column));
    if (!dryRun && sorted.length > 0) {
      throw new AppException(
        400,
        'IMPORT_HAS_PROBLEMS',
        `The file has ${plural(sorted.length, 'problem')}: nothing was imported`,
        { problems: sorted },
      );
    }
    return { dryRun, rowCount, createdCount: 0, problems: sorted };
  };

  const parsed = parseCsv(csv, { maxRecords: CSV_IMPORT_MAX_ROWS });
  if (!parsed.ok) return answer(0, [{ line: parsed.line, column: null, message: parsed.message }]);
  const headerProblems = [
    ...plan.required
      .filter((column) => !parsed.header.includes(column))
      .map((column) => ({ line: 1, column, message: `The header lacks the column "${column}"` })),
    ...parsed.header
      .filter((name) => !plan.columns.includes(name))
      .map((column) => ({ line: 1, column, message: `Unknown column "${column}": use the template's header` })),
  ];
  if (headerProblems.length > 0) return answer(parsed.records.length, headerProblems);

  const problems: CsvImportProblem[] = [];
  const clean: { line: number; row: T }[] = [];
  for (const { line, cells } of parsed.records) {
    const checked = await plan.checkRow(cells, line);
    problems.push(...checked.problems.map((problem) => ({ line, ...problem })));
    if (checked.problems.length === 0) clean.push({ line, row: checked.row });
  }
  if (clean.length > 0) problems.push(...(await plan.clashesWithStored(clean)));
  if (dryRun || problems.length > 0) return answer(parsed.records.length, problems);

  await plan.store(clean.map(({ row }) => row));
  return { dryRun: false, rowCount: parsed.records.length, createdCount: clean.length, problems: [] };
}

/**
 * A row's request checked by the create endpoint's own DTO, its messages placed by column. A column the row reader
 * already refused keeps only that problem: the DTO would repeat it.
 */
export async function validateRow<T extends object>(
  Dto: new () => T,
  request: object,
  columnOfField: Readonly<Record<string, string>>,
  problems: CellProblem[],
): Promise<T> {
  const dto = plainToInstance(Dto, request);
  for (const error of await validate(dto, { whitelist: true })) {
    const column = columnOfField[error.property] ?? null;
    if (column && problems.some((problem) => problem.column === column)) continue;
    for (const message of Object.values(error.constraints ?? {})) problems.push({ column, message });
  }
  return dto;
}

/** The first line of the file that had each key (a reference, an e-mail...), to name it when a later row repeats it. */
export class FirstLines {
  private readonly lines = new Map<string, number>();

  /** The earlier line with this key, or undefined when this line is the first (and is remembered). */
  earlier(key: string, line: number): number | undefined {
    const earlier = this.lines.get(key);
    if (earlier === undefined) this.lines.set(key, line);
    return earlier;
  }
}

/** Pounds as people write them in a spreadsheet (`£1,250.50`) in pence; null when blank, undefined when unreadable. */
export function penceFromPounds(text: string): number | null | undefined {
  const plain = text.trim().replace(/^£/, '').replace(/,/g, '');
  if (plain === '') return null;
  return /^\d{1,7}(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : undefined;
}

/** Pence as pounds with two decimals, as an export writes them; blank for none. */
export const poundsFromPence = (pence: number | null) => (pence === null ? '' : (pence / 100).toFixed(2));

/** The most rows one export writes. */
const EXPORT_MAX_ROWS = 10_000;

/** A list's CSV: the header, export and import alike, under the names a spreadsheet user reads; a row of an item. */
export interface CsvFormat<Item> {
  columns: readonly string[];
  /** The template's example row. */
  example: readonly string[];
  row(item: Item): readonly (string | number | null)[];
}

/**
 * A list in and out of spreadsheets (issue 11 item 6): the template, the export of every page as the query filters
 * it, and the import. A list provides its format, its pages and its import's plan.
 */
export abstract class CsvTransferService<Q, Item, Row> {
  constructor(private readonly format: CsvFormat<Item>) {}

  /** Refuses a caller who may not import or export, as the list's not-found. */
  protected abstract assertMayTransfer(caller: CallerContext): void;
  protected abstract page(
    caller: CallerContext,
    query: Q,
    page: { limit: number; cursor: string | undefined },
  ): Promise<Page<Item>>;
  protected abstract importPlan(caller: CallerContext): Promise<Omit<CsvImportPlan<Row>, 'columns'>>;

  template(): string {
    return toCsv(this.format.columns, [this.format.example]);
  }

  async export(caller: CallerContext, query: Q): Promise<string> {
    this.assertMayTransfer(caller);
    const items: Item[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.page(caller, query, { limit: MAX_PAGE_SIZE, cursor });
      items.push(...page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && items.length < EXPORT_MAX_ROWS);
    return toCsv(
      this.format.columns,
      items.slice(0, EXPORT_MAX_ROWS).map((item) => this.format.row(item)),
    );
  }

  async import(caller: CallerContext, request: CsvImportRequest): Promise<CsvImportResult> {
    this.assertMayTransfer(caller);
    return runCsvImport(request, { columns: this.format.columns, ...(await this.importPlan(caller)) });
  }
}
