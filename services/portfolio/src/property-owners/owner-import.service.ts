import { Injectable } from '@nestjs/common';
import type {
  CallerContext,
  CreatePropertyOwnerRequest,
  CsvImportProblem,
  PropertyOwnerBody,
  PropertyOwnerListQuery,
} from '@pm/contracts';
import { CsvTransferService, FirstLines, seesWholeCompany, validateRow } from '@pm/kit';
import { OWNER_COLUMN_OF_FIELD, OWNER_CSV, readOwnerRow } from './owner-csv';
import { CreatePropertyOwnerDto } from './property-owners.dto';
import { PropertyOwnerNotFoundException } from './property-owners.errors';
import { acrossFieldErrors, PropertyOwnersService } from './property-owners.service';

/** Owners in and out as CSV (issue 11 item 6, OWN-01): a dry run reports every row's problems; an import all or none. */
@Injectable()
export class OwnerImportService extends CsvTransferService<
  PropertyOwnerListQuery,
  PropertyOwnerBody,
  CreatePropertyOwnerRequest
> {
  constructor(private readonly owners: PropertyOwnersService) {
    super(OWNER_CSV);
  }

  protected page(caller: CallerContext, query: PropertyOwnerListQuery, page: { limit: number; cursor?: string }) {
    return this.owners.list(caller, { ...query, ...page, count: false });
  }

  /** Each row by its cells, against the other rows and the company's owners (an e-mail twice). */
  protected async importPlan(caller: CallerContext) {
    const emails = new FirstLines();
    return {
      required: ['Name', 'Spending limit (£)'],
      checkRow: async (cells: Readonly<Record<string, string>>, line: number) => {
        const { request: fields, problems } = readOwnerRow(cells);
        const row = await validateRow(CreatePropertyOwnerDto, fields, OWNER_COLUMN_OF_FIELD, problems);
        for (const [field, messages] of Object.entries(acrossFieldErrors(row))) {
          const column = OWNER_COLUMN_OF_FIELD[field]!;
          if (!problems.some((problem) => problem.column === column)) {
            problems.push(...messages.map((message) => ({ column, message })));
          }
        }
        const sameEmail = row.email ? emails.earlier(row.email, line) : undefined;
        if (sameEmail) problems.push({ column: 'E-mail', message: `Line ${sameEmail} has this e-mail too` });
        return { row, problems };
      },
      clashesWithStored: (rows: readonly { line: number; row: CreatePropertyOwnerRequest }[]) =>
        this.emailsStored(caller, rows),
      store: async (rows: readonly CreatePropertyOwnerRequest[]) => {
        for (const row of rows) await this.owners.create(caller, row);
      },
    };
  }

  /** E-mails the company's owners already have. */
  private async emailsStored(
    caller: CallerContext,
    rows: readonly { line: number; row: CreatePropertyOwnerRequest }[],
  ): Promise<CsvImportProblem[]> {
    const names = await this.owners.namesByEmail(
      caller,
      rows.flatMap(({ row }) => (row.email ? [row.email] : [])),
    );
    return rows.flatMap(({ line, row }) => {
      const name = row.email ? names.get(row.email) : undefined;
      return name === undefined ? [] : [{ line, column: 'E-mail', message: `Owner ${name} already has this e-mail` }];
    });
  }

  protected assertMayTransfer(caller: CallerContext): void {
    if (!seesWholeCompany(caller)) throw new PropertyOwnerNotFoundException();
  }
}
