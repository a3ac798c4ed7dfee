import type { PropertyImportProblem, PropertyImportResult } from '@pm/contracts';

import { saveDownload } from '@/lib/download';
import { refusalDetails, uploadText } from '@/lib/upload-file';

export type { PropertyImportResult };

/** The list as filtered, as the bff's CSV export. */
export function downloadPropertiesCsv(filters: Readonly<Record<string, string | null | undefined>>): Promise<void> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const search = params.toString();
  return saveDownload(`/properties/export.csv${search ? `?${search}` : ''}`, 'properties.csv', { accept: 'text/csv' });
}

export const downloadImportTemplate = () =>
  saveDownload('/properties/import-template.csv', 'properties-import-template.csv', { accept: 'text/csv' });

/**
 * A dry run answers the file's problems; an import stores every row or, when a row has a problem, none and answers
 * the problems too (the bff's 400 carries them).
 */
export async function importPropertiesCsv(csv: string, dryRun: boolean): Promise<PropertyImportResult> {
  try {
    return await uploadText<PropertyImportResult>('/properties/import', { csv, dryRun });
  } catch (error) {
    const problems = refusalDetails(error)?.problems;
    if (Array.isArray(problems)) {
      return { dryRun, rowCount: 0, createdCount: 0, problems: problems as PropertyImportProblem[] };
    }
    throw error;
  }
}
