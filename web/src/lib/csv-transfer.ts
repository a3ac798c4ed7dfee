import type { CsvImportProblem, CsvImportResult } from '@pm/contracts';

import { saveDownload } from './download';
import { refusalDetails, uploadText } from './upload-file';

export type { CsvImportResult };

/** A list in and out of spreadsheets through the bff (issue 11 item 6): its export, template and import. */
export interface CsvTransfer {
  /** What the rows are, for the screens: `{ one: 'property', many: 'properties' }`. */
  noun: { one: string; many: string };
  /** The list as filtered, saved as a file. */
  download(filters: Readonly<Record<string, string | null | undefined>>): Promise<void>;
  downloadTemplate(): Promise<void>;
  /**
   * A dry run answers the file's problems; an import stores every row or, when a row has a problem, none and answers
   * the problems too (the bff's 400 carries them).
   */
  importCsv(csv: string, dryRun: boolean): Promise<CsvImportResult>;
}

/** The routes `export.csv`, `import-template.csv` and `import` under `/api/{list}`, its files named after it. */
export function csvTransfer(list: string, noun: CsvTransfer['noun']): CsvTransfer {
  const accept = { accept: 'text/csv' };
  return {
    noun,
    download(filters) {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
      const search = params.toString();
      return saveDownload(`/${list}/export.csv${search ? `?${search}` : ''}`, `${list}.csv`, accept);
    },
    downloadTemplate: () => saveDownload(`/${list}/import-template.csv`, `${list}-import-template.csv`, accept),
    async importCsv(csv, dryRun) {
      try {
        return await uploadText<CsvImportResult>(`/${list}/import`, { csv, dryRun });
      } catch (error) {
        const problems = refusalDetails(error)?.problems;
        if (Array.isArray(problems)) {
          return { dryRun, rowCount: 0, createdCount: 0, problems: problems as CsvImportProblem[] };
        }
        throw error;
      }
    },
  };
}
