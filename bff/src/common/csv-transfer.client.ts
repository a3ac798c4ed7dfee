import type { CallerContext, CsvImportRequest, CsvImportResult } from '@pm/contracts';
import type { ServiceClient } from '@pm/kit';
import type { Readable } from 'node:stream';

/**
 * A list in and out of spreadsheets through its service (issue 11 item 6): `/export.csv`, `/import-template.csv` and
 * `/import` under the list's path. An import of 1,000 rows may take longer than a read.
 */
export class CsvTransferClient {
  constructor(
    private readonly http: ServiceClient,
    private readonly listPath: string,
  ) {}

  /** A dry run or an import of a CSV. */
  importCsv(caller: CallerContext, body: CsvImportRequest) {
    return this.http.post<CsvImportResult>(`${this.listPath}/import`, { caller, body, timeoutMs: 60_000 });
  }

  /** The list with the filters given (undefined ones left out), as CSV. */
  exportCsv(caller: CallerContext, filters: object): Promise<Readable> {
    const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Record<
      string,
      string
    >;
    return this.http.download(`${this.listPath}/export.csv`, { caller, query, accept: 'text/csv', timeoutMs: 60_000 });
  }

  importTemplate(caller: CallerContext): Promise<Readable> {
    return this.http.download(`${this.listPath}/import-template.csv`, { caller, accept: 'text/csv' });
  }
}
