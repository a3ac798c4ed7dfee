import type { OwnerStatementBody } from '@pm/contracts';
import { toCsv } from '@pm/kit';
import PDFDocument from 'pdfkit';

/** Shown wherever the repair costs are 0 because repairs record no costs yet (issue 13): never a made-up figure. */
const REPAIR_COSTS_NOTE = 'Repair costs appear here once repairs record their costs';

/** Whole pence as pounds with two decimals, in integers (no float rounding): -12345 → "-123.45". */
function pounds(pence: number): string {
  const whole = Math.abs(pence);
  return `${pence < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

const address = (line: OwnerStatementBody['lines'][number]) =>
  [line.addressLine1, line.addressLine2, line.city, line.postcode].filter(Boolean).join(', ');

const MONTH_NAMES = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** `2026-10` → "October 2026". */
const monthName = (month: string) => MONTH_NAMES.format(new Date(`${month}-01T00:00:00Z`));

const CSV_HEADER = [
  'Property reference',
  'Address',
  'Rent received (GBP)',
  'Management fee (GBP)',
  'Repair costs (GBP)',
  'Net to owner (GBP)',
] as const;

/** OWN-02 as CSV: a line per property, the fixed fee as its own line when there is one, then the totals. */
export function statementCsv(statement: OwnerStatementBody): string {
  const rows: (string | null)[][] = statement.lines.map((line) => [
    line.reference,
    address(line),
    pounds(line.rentReceivedPence),
    pounds(line.managementFeePence),
    pounds(line.repairCostsPence),
    pounds(line.netPence),
  ]);
  if (statement.fixedManagementFeePence > 0) {
    const fee = statement.fixedManagementFeePence;
    rows.push(['Fixed management fee', `For ${monthName(statement.month)}`, null, pounds(fee), null, pounds(-fee)]);
  }
  const { totals } = statement;
  rows.push([
    'Total',
    statement.repairCostsRecorded ? null : REPAIR_COSTS_NOTE,
    pounds(totals.rentReceivedPence),
    pounds(totals.managementFeePence),
    pounds(totals.repairCostsPence),
    pounds(totals.netPence),
  ]);
  return toCsv(CSV_HEADER, rows);
}

const MM = 72 / 25.4;
const MARGIN = 18 * MM;
/** Column left edges and widths on A4 portrait (210 mm less the margins). */
const COLUMNS = [
  { x: 0, width: 78 * MM, align: 'left' },
  { x: 80 * MM, width: 23 * MM, align: 'right' },
  { x: 104 * MM, width: 23 * MM, align: 'right' },
  { x: 128 * MM, width: 23 * MM, align: 'right' },
  { x: 151 * MM, width: 23 * MM, align: 'right' },
] as const;

/** OWN-02 as an A4 PDF: the owner, the month, a row per property, the fixed fee, the totals and the repair note. */
export function statementPdf(statement: OwnerStatementBody): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Statement for ${statement.ownerName}, ${monthName(statement.month)}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`Owner statement: ${monthName(statement.month)}`);
  doc.font('Helvetica').fontSize(11).text(statement.ownerName).moveDown();

  const row = (cells: readonly string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
    const top = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    let bottom = top;
    cells.forEach((cell, i) => {
      const column = COLUMNS[i]!;
      doc.text(cell, MARGIN + column.x, top, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
  };
  row(['Property', 'Rent received', 'Management fee', 'Repair costs', 'Net to owner'], true);
  for (const line of statement.lines) {
    row([
      `${line.reference}\n${address(line)}`,
      `£${pounds(line.rentReceivedPence)}`,
      `£${pounds(line.managementFeePence)}`,
      `£${pounds(line.repairCostsPence)}`,
      `£${pounds(line.netPence)}`,
    ]);
  }
  if (statement.lines.length === 0) row(['No properties of this owner for the month']);
  if (statement.fixedManagementFeePence > 0) {
    const fee = statement.fixedManagementFeePence;
    row(['Fixed management fee for the month', '', `£${pounds(fee)}`, '', `£${pounds(-fee)}`]);
  }
  const { totals } = statement;
  row(
    [
      'Total',
      `£${pounds(totals.rentReceivedPence)}`,
      `£${pounds(totals.managementFeePence)}`,
      `£${pounds(totals.repairCostsPence)}`,
      `£${pounds(totals.netPence)}`,
    ],
    true,
  );
  if (!statement.repairCostsRecorded) {
    doc.moveDown().font('Helvetica-Oblique').fontSize(9).text(REPAIR_COSTS_NOTE, MARGIN);
  }
  doc.end();
  return done;
}
