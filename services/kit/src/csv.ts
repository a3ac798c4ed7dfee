import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/** Characters that make a spreadsheet treat a cell as a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain decimal number, negative ones included: a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

type Cell = string | number | boolean | null | undefined;

/**
 * RFC 4180 with CRLF; a cell that starts like a formula gets a leading apostrophe so a spreadsheet shows it as text.
 * A plain number (a negative amount in a statement) is left as it is, so it stays a number in the spreadsheet.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<Cell>>): string {
  const guard = (cell: Cell) => {
    if (cell === null || cell === undefined) return '';
    const text = String(cell);
    return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  };
  // csv-stringify quotes the record delimiter only: a lone LF in a cell would split the row in a spreadsheet.
  return stringify([header, ...rows.map((row) => row.map(guard))], {
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
}

/** One row of an uploaded CSV, by its header's names, with the file line it starts on. */
export interface CsvRecord {
  line: number;
  cells: Record<string, string>;
}

export type CsvParseResult =
  { ok: true; header: string[]; records: CsvRecord[] } | { ok: false; line: number; message: string };

/**
 * A CSV as people save it from spreadsheets: a header row, a byte-order mark or not, cells trimmed, blank lines
 * skipped. A malformed file answers the line where reading stopped.
 */
export function parseCsv(text: string, { maxRecords }: { maxRecords: number }): CsvParseResult {
  try {
    // One line ending throughout: csv-parse counts a CRLF inside a quoted cell as two lines.
    const rows = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: false,
      info: true,
      to_line: maxRecords + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    const [head, ...body] = rows;
    if (!head) return { ok: false, line: 1, message: 'The file is empty: it needs a header row and a row per record' };
    if (body.length > maxRecords) {
      return { ok: false, line: body[maxRecords]!.info.lines, message: `Import at most ${maxRecords} rows at a time` };
    }
    const header = head.record;
    return {
      ok: true,
      header,
      records: body.map(({ record, info }) => ({
        line: info.lines,
        cells: Object.fromEntries(header.map((name, index) => [name, record[index] ?? ''])),
      })),
    };
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 1;
      return { ok: false, line, message: `The file could not be read as CSV at line ${line}: ${error.message}` };
    }
    throw error;
  }
}
