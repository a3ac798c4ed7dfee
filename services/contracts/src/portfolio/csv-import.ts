/**
 * Getting a portfolio in from a spreadsheet (issue 11 item 6), properties and owners alike: a dry run reports, an
 * import stores all rows or none.
 */
export const CSV_IMPORT_MAX_ROWS = 1000;
/** The CSV text of one import, in characters. */
export const CSV_IMPORT_MAX_LENGTH = 500_000;

export interface CsvImportRequest {
  csv: string;
  /** Check every row and store nothing. */
  dryRun?: boolean;
}

/** Where a row of the file is wrong: its line in the file and the column's header (null: the whole row or file). */
export interface CsvImportProblem {
  line: number;
  column: string | null;
  message: string;
}

export interface CsvImportResult {
  dryRun: boolean;
  rowCount: number;
  /** 0 on a dry run or when any row has a problem: then nothing is stored. */
  createdCount: number;
  problems: CsvImportProblem[];
}
