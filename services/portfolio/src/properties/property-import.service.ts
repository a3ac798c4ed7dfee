import { Injectable } from '@nestjs/common';
import {
  type CallerContext,
  type CreatePropertyRequest,
  type CsvImportProblem,
  type PropertyBody,
  type PropertyListQuery,
} from '@pm/contracts';
import { type CellProblem, CsvTransferService, Db, FirstLines, seesWholeCompany, validateRow } from '@pm/kit';
import { PropertyOwnerEntity } from '../property-owners/property-owner.entity';
import { PropertiesService } from './properties.service';
import { CreatePropertyDto } from './properties.dto';
import { PropertyNotFoundException } from './properties.errors';
import { COLUMN_OF_FIELD, PROPERTY_CSV, readPropertyRow } from './property-csv';

const REQUIRED_COLUMNS = ['Address line 1', 'Town or city', 'Postcode', 'Type', 'Bedrooms', 'Bathrooms'] as const;

const addressKey = (request: { addressLine1?: string; postcode?: string }) =>
  `${(request.addressLine1 ?? '').trim().toLowerCase()}|${(request.postcode ?? '').replace(/\s+/g, '').toUpperCase()}`;

/** Properties in and out as CSV (issue 11 item 6): a dry run reports every row's problems; an import stores all or none. */
@Injectable()
export class PropertyImportService extends CsvTransferService<PropertyListQuery, PropertyBody, CreatePropertyRequest> {
  constructor(
    private readonly db: Db,
    private readonly properties: PropertiesService,
  ) {
    super(PROPERTY_CSV);
  }

  /** Owners by e-mail or name. */
  protected page(caller: CallerContext, query: PropertyListQuery, page: { limit: number; cursor?: string }) {
    return this.properties.list(caller, { ...query, ...page, include: 'owner', count: false });
  }

  /**
   * Each row by its cells, against the other rows (a reference or an address twice) and against the company (a
   * reference or an address it has, an owner it lacks).
   */
  protected async importPlan(caller: CallerContext) {
    const owners = await this.ownersByKey(caller);
    const references = new FirstLines();
    const addresses = new FirstLines();
    return {
      required: REQUIRED_COLUMNS,
      checkRow: async (cells: Readonly<Record<string, string>>, line: number) => {
        const { request: fields, owner, problems } = readPropertyRow(cells);
        if (owner) {
          const found = owners.get(owner.toLowerCase());
          if (found) fields.ownerId = found;
          else problems.push(ownerProblem(owner, found));
        }
        const row = await validateRow(CreatePropertyDto, fields, COLUMN_OF_FIELD, problems);
        const sameReference = row.reference ? references.earlier(row.reference.toLowerCase(), line) : undefined;
        if (sameReference) {
          problems.push({ column: 'Reference', message: `Line ${sameReference} has this reference too` });
        }
        const sameAddress = addresses.earlier(addressKey(row), line);
        if (sameAddress)
          problems.push({ column: 'Address line 1', message: `Line ${sameAddress} is the same address` });
        return { row, problems };
      },
      clashesWithStored: (rows: readonly { line: number; row: CreatePropertyRequest }[]) =>
        this.clashesWithStored(caller, rows),
      store: async (rows: readonly CreatePropertyRequest[]) => {
        for (const row of rows) await this.properties.create(caller, row);
      },
    };
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
    rows: readonly { line: number; row: CreatePropertyRequest }[],
  ): Promise<CsvImportProblem[]> {
    const stored = await this.db.manager.query<{ reference: string; address: string }[]>(
      `SELECT "reference", lower("address_line1") || '|' || upper(replace("postcode", ' ', '')) AS "address"
         FROM "portfolio"."property"
        WHERE "company_id" = $1
          AND (lower("reference") = ANY($2::text[])
               OR lower("address_line1") || '|' || upper(replace("postcode", ' ', '')) = ANY($3::text[]))`,
      [
        caller.companyId,
        rows.flatMap(({ row }) => (row.reference ? [row.reference.toLowerCase()] : [])),
        rows.map(({ row }) => addressKey(row)),
      ],
    );
    const references = new Set(stored.map((row) => row.reference.toLowerCase()));
    const addresses = new Map(stored.map((row) => [row.address, row.reference]));
    const problems: CsvImportProblem[] = [];
    for (const { line, row } of rows) {
      if (row.reference && references.has(row.reference.toLowerCase())) {
        problems.push({ line, column: 'Reference', message: 'A property already has this reference' });
      }
      const existing = addresses.get(addressKey(row));
      if (existing) {
        problems.push({ line, column: 'Address line 1', message: `This address is already property ${existing}` });
      }
    }
    return problems;
  }

  protected assertMayTransfer(caller: CallerContext): void {
    if (!seesWholeCompany(caller)) throw new PropertyNotFoundException();
  }
}

/** An owner the company lacks, or whose name more than one owner has (null). */
function ownerProblem(owner: string, found: string | null | undefined): CellProblem {
  return found === null
    ? { column: 'Owner', message: `More than one owner is called "${owner}": use their e-mail` }
    : { column: 'Owner', message: `No owner "${owner}": add them first` };
}
