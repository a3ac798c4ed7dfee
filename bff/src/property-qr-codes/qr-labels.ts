import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/** What one label shows (PROP-04): the code, the property's reference and its first address line. */
export interface QrLabel {
  url: string;
  reference: string;
  addressLine1: string;
}

/** The link a property's code opens: the repair-report form for that property, after sign-in. */
export const repairReportUrl = (origin: string, propertyId: string) =>
  `${origin}/maintenance?report=${encodeURIComponent(propertyId)}`;

const MM = 72 / 25.4;
const A4 = { width: 210 * MM, height: 297 * MM };
/** 3 x 7 labels of 63.5 x 38.1 mm on A4 (the common L7160 sheet), so they print onto ready-cut label paper. */
const SHEET = { columns: 3, rows: 7, width: 63.5 * MM, height: 38.1 * MM, gap: 2.5 * MM, top: 15.15 * MM };
const SHEET_LEFT = (A4.width - SHEET.columns * SHEET.width - (SHEET.columns - 1) * SHEET.gap) / 2;
const PADDING = 3 * MM;
export const LABELS_PER_PAGE = SHEET.columns * SHEET.rows;

/** Medium error correction survives a scuffed or partly covered label. */
const QR_OPTIONS = { errorCorrectionLevel: 'M' } as const;

/** Dark modules as horizontal runs, one rectangle each: a fraction of the paths of one square per module. */
function drawCode(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(url, QR_OPTIONS);
  const quiet = 2;
  const unit = size / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let column = 0; column <= modules.size; column += 1) {
      const dark = column < modules.size && modules.get(row, column) === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        doc.rect(x + (quiet + start) * unit, y + (quiet + row) * unit, (column - start) * unit, unit);
        start = -1;
      }
    }
  }
  doc.fill('#000000');
}

/** An A4 sheet of labels, as many pages as the labels need. */
export function labelSheetPdf(labels: readonly QrLabel[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info: { Title: 'Property QR codes' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  labels.forEach((label, index) => {
    const onPage = index % LABELS_PER_PAGE;
    if (index > 0 && onPage === 0) doc.addPage();
    const left = SHEET_LEFT + (onPage % SHEET.columns) * (SHEET.width + SHEET.gap);
    const top = SHEET.top + Math.floor(onPage / SHEET.columns) * SHEET.height;
    const codeSize = SHEET.height - 2 * PADDING;
    drawCode(doc, label.url, left + PADDING, top + PADDING, codeSize);
    const textLeft = left + PADDING + codeSize + PADDING;
    const textWidth = SHEET.width - (textLeft - left) - PADDING;
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#000000')
      .text(label.reference, textLeft, top + PADDING + 2, { width: textWidth, lineBreak: false, ellipsis: true });
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(label.addressLine1, textLeft, doc.y + 2, {
        width: textWidth,
        height: 20,
        ellipsis: true,
      });
    doc
      .fontSize(7)
      .fillColor('#333333')
      .text('Scan to report a repair', textLeft, top + SHEET.height - PADDING - 9, {
        width: textWidth,
        lineBreak: false,
      });
  });
  if (labels.length === 0)
    doc
      .font('Helvetica')
      .fontSize(12)
      .text('No properties matched.', 20 * MM, 20 * MM);
  doc.end();
  return done;
}

export const qrSvg = (url: string) => QRCode.toString(url, { ...QR_OPTIONS, type: 'svg', margin: 2 });
export const qrPng = (url: string) => QRCode.toBuffer(url, { ...QR_OPTIONS, type: 'png', width: 400, margin: 2 });
