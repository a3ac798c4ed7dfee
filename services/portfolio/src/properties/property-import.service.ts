import { Injectable } from '@nestjs/common';
import {
  type CallerContext,
  type CreatePropertyRequest,
  type PropertyImportProblem,
  type PropertyImportRequest,
  type PropertyImportResult,
  PROPERTY_IMPORT_MAX_ROWS,
  type PropertyListQuery,
} from '@pm/contracts';
import { AppException, Db, MAX_PAGE_SIZE, parseCsv, seesWholeCompany, toCsv } from '@pm/kit';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { PropertyOwnerEntity } from '../property-owners/property-owner.entity';
import { PropertiesService } from './properties.service';
import { CreatePropertyDto } from './properties.dto';
import { PropertyNotFoundException } from './properties.errors';
import {
  COLUMN_OF_FIELD,
  PROPERTY_CSV_EXAMPLE,
  PROPERTY_CSV_HEADER,
  propertyCsvRow,
  readPropertyRow,
} from './property-csv';

/** The most rows one export writes. */
const EXPORT_MAX_ROWS = 10_000;
const REQUIRED_COLUMNS = ['Address line 1', 'Town or city', 'Postcode', 'Type', 'Bedrooms', 'Bathrooms'] as const;

const addressKey = (request: { addressLine1?: string; postcode?: string }) =>
  `${(request.addressLine1 ?? '').trim().toLowerCase()}|${(request.postcode ?? '').replace(/\s+/g, '').toUpperCase()}`;

/** Properties in and out as CSV (issue 11 item 6): a dry run reports every row's problems; an import stores all or none. */
@Injectable()
export class PropertyImportService {
  constructor(
    private readonly db: Db,
    private readonly properties: PropertiesService,
  ) {}

  template(): string {
    return toCsv(PROPERTY_CSV_HEADER, [PROPERTY_CSV_EXAMPLE]);
  }

  /** The list as filtered, every page of it, owners by e-mail or name. */
  async export(caller: CallerContext, query: PropertyListQuery): Promise<string> {
    this.assertStaff(caller);
    const rows: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await this.properties.list(caller, {
        ...query,
        include: 'owner',
        limit: MAX_PAGE_SIZE,
        cursor,
        count: false,
      });
      rows.push(...page.items.map(propertyCsvRow));
      cursor = page.nextCursor ?? undefined;
    } while (cursor && rows.length < EXPORT_MAX_ROWS);
    return toCsv(PROPERTY_CSV_HEADER, rows.slice(0, EXPORT_MAX_ROWS));
  }

  /**
   * Every row is read and checked before anything is stored: by its cells, against the other rows (a reference or
   * an address twice) and against the company (a reference or an address it has, an owner it lacks). The request's
   * one transaction stores every row or, on any failure, none.
   */
  async import(caller: CallerContext, { csv, dryRun = false }: PropertyImportRequest): Promise<PropertyImportResult> {
    this.assertStaff(caller);
    const parsed = parseCsv(csv, { maxRecords: PROPERTY_IMPORT_MAX_ROWS });
    if (!parsed.ok) return this.answer(dryRun, 0, [{ line: parsed.line, column: null, message: parsed.message }]);

    const problems: PropertyImportProblem[] = [];
    const missing = REQUIRED_COLUMNS.filter((column) => !parsed.header.includes(column));
    const unknown = parsed.header.filter((name) => !(PROPERTY_CSV_HEADER as readonly string[]).includes(name));
    for (const column of missing)
      problems.push({ line: 1, column, message: `The header lacks the column "${column}"` });
    for (const column of unknown) {
      problems.push({ line: 1, column, message: `Unknown column "${column}": use the template's header` });
    }
    if (problems.length > 0) return this.answer(dryRun, parsed.records.length, problems);

    const owners = await this.ownersByKey(caller);
    const checked: { line: number; body: CreatePropertyRequest }[] = [];
    const seenReferences = new Map<string, number>();
    const seenAddresses = new Map<string, number>();
    for (const record of parsed.records) {
      const row = readPropertyRow(record.cells);
      const rowProblems: PropertyImportProblem[] = row.problems.map((problem) => ({ line: record.line, ...problem }));
      if (row.owner) {
        const found = owners.get(row.owner.toLowerCase());
        if (found === undefined) {
          rowProblems.push({ line: record.line, column: 'Owner', message: `No owner "${row.owner}": add them first` });
        } else if (found === null) {
          rowProblems.push({
            line: record.line,
            column: 'Owner',
            message: `More than one owner is called "${row.owner}": use their e-mail`,
          });
        } else row.request.ownerId = found;
      }
      const dto = plainToInstance(CreatePropertyDto, row.request);
      for (const error of await validate(dto, { whitelist: true })) {
        const column = COLUMN_OF_FIELD[error.property] ?? null;
        // A cell the row reader refused already has its problem; the DTO would only repeat it.
        if (column && rowProblems.some((problem) => problem.column === column)) continue;
        for (const message of Object.values(error.constraints ?? {}))
          rowProblems.push({ line: record.line, column, message });
      }
      if (dto.reference) {
        const earlier = seenReferences.get(dto.reference.toLowerCase());
        if (earlier) {
          rowProblems.push({
            line: record.line,
            column: 'Reference',
            message: `Line ${earlier} has this reference too`,
          });
        } else seenReferences.set(dto.reference.toLowerCase(), record.line);
      }
      const address = addressKey(dto);
      const sameAddress = seenAddresses.get(address);
      if (sameAddress) {
        rowProblems.push({
          line: record.line,
          column: 'Address line 1',
          message: `Line ${sameAddress} is the same address`,
        });
      } else seenAddresses.set(address, record.line);
      problems.push(...rowProblems);
      if (rowProblems.length === 0) checked.push({ line: record.line, body: dto });
    }
    problems.push(...(await this.clashesWithStored(caller, checked)));
    if (dryRun || problems.length > 0) return this.answer(dryRun, parsed.records.length, problems);

    for (const { body } of checked) await this.properties.create(caller, body);
    return { dryRun: false, rowCount: parsed.records.length, createdCount: checked.length, problems: [] };
  }

  private answer(dryRun: boolean, rowCount: number, problems: PropertyImportProblem[]): PropertyImportResult {
    const place = (column: string | null) => (column === null ? -1 : PROPERTY_CSV_HEADER.indexOf(column as never));
    const sorted = [...problems].sort((a, b) => a.line - b.line || place(a.column) - place(b.column));
    if (!dryRun && sorted.length > 0) {
      throw new AppException(
        400,
        'IMPORT_HAS_PROBLEMS',
        `The file has ${sorted.length} problem${sorted.length === 1 ? '' : 's'}: nothing was imported`,
        { problems: sorted },
      );
    }
    return { dryRun, rowCount, createdCount: 0, problems: sorted };
  }

  /** E-mail or name (lower case) -> the owner's id; null when a name belongs to more than one owner. */
  private async ownersByKey(caller: CallerContext): Promise<Map<string, string | null>> {
    const owners = await this.db
      .repository(PropertyOwnerEntity)
      .find({ where: { companyId: caller.companyId }, select: { id: true, name: true, email: true } });
    const byKey = new Map<string, string | null>();
    for (const owner of owners) {
      if (owner.email) byKey.set(owner.email.toLowerCase(), owner.id);
      const name = owner.name.toLowerCase();
      byKey.set(name, byKey.has(name) ? null : owner.id);
    }
    return byKey;
  }

  /** References and addresses the company already has, in one query. */
  private async clashesWithStored(
    caller: CallerContext,
    rows: readonly { line: number; body: CreatePropertyRequest }[],
  ): Promise<PropertyImportProblem[]> {
    if (rows.length === 0) return [];
    const stored = await this.db.manager.query<{ reference: string; address: string }[]>(
      `SELECT "reference", lower("address_line1") || '|' || upper(replace("postcode", ' ', '')) AS "address"
         FROM "portfolio"."property"
        WHERE "company_id" = $1
          AND (lower("reference") = ANY($2::text[])
               OR lower("address_line1") || '|' || upper(replace("postcode", ' ', '')) = ANY($3::text[]))`,
      [
        caller.companyId,
        rows.flatMap(({ body }) => (body.reference ? [body.reference.toLowerCase()] : [])),
        rows.map(({ body }) => addressKey(body)),
      ],
    );
    const references = new Set(stored.map((row) => row.reference.toLowerCase()));
    const addresses = new Map(stored.map((row) => [row.address, row.reference]));
    const problems: PropertyImportProblem[] = [];
    for (const { line, body } of rows) {
      if (body.reference && references.has(body.reference.toLowerCase())) {
        problems.push({ line, column: 'Reference', message: 'A property already has this reference' });
      }
      const existing = addresses.get(addressKey(body));
      if (existing) {
        problems.push({ line, column: 'Address line 1', message: `This address is already property ${existing}` });
      }
    }
    return problems;
  }

  private assertStaff(caller: CallerContext): void {
    if (!seesWholeCompany(caller)) throw new PropertyNotFoundException();
  }
}
