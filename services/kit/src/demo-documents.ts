import { DEMO_KIND, demoId } from './demo';

/** Fixed ids for the demo's documents (DOC-01); DEMO_KIND has no entry for them, like the other newer records. */
export const DEMO_DOCUMENT_KIND = 0x207;

export interface DemoDocumentFile {
  n: number;
  parentType: 'property' | 'owner';
  parentId: string;
  category: 'certificate' | 'inventory' | 'statement' | 'notice' | 'tenancy_agreement' | 'invoice' | 'photo' | 'other';
  title: string;
  visibleToOwner: boolean;
  visibleToTenant: boolean;
  fileName: string;
  /** The words on the demo PDF's one page. */
  lines: string[];
}

const property = (n: number) => demoId(DEMO_KIND.property, n);

/**
 * The demo's documents with different audiences. Both halves of the demo use this one list: the portfolio seed
 * stores what each document is, and the bff (DEMO_SEED=1) writes the same PDF bytes into its file storage, so
 * every seeded version downloads like an uploaded one.
 */
export const DEMO_DOCUMENTS: readonly DemoDocumentFile[] = [
  {
    n: 1,
    parentType: 'property',
    parentId: property(1),
    category: 'certificate',
    title: 'Gas safety record',
    visibleToOwner: true,
    visibleToTenant: true,
    fileName: 'gas-safety-record.pdf',
    lines: [
      'Landlord gas safety record (demo)',
      'NGL-001, Flat 3, 112 Wilmslow Road, Manchester',
      'Appliances checked: boiler, hob',
    ],
  },
  {
    n: 2,
    parentType: 'property',
    parentId: property(1),
    category: 'inventory',
    title: 'Check-in inventory',
    visibleToOwner: true,
    visibleToTenant: true,
    fileName: 'check-in-inventory.pdf',
    lines: ['Check-in inventory (demo)', 'NGL-001', 'Living room: sofa, two chairs, curtains'],
  },
  {
    n: 3,
    parentType: 'property',
    parentId: property(1),
    category: 'invoice',
    title: 'Boiler service invoice',
    visibleToOwner: true,
    visibleToTenant: false,
    fileName: 'boiler-service-invoice.pdf',
    lines: ['Invoice (demo)', 'Annual boiler service, NGL-001', 'Total: 96.00 GBP'],
  },
  {
    n: 4,
    parentType: 'property',
    parentId: property(2),
    category: 'notice',
    title: 'Agency notes on the viewing',
    visibleToOwner: false,
    visibleToTenant: false,
    fileName: 'viewing-notes.pdf',
    lines: ['Viewing notes (demo, staff only)', 'NGL-002'],
  },
  {
    n: 5,
    parentType: 'owner',
    parentId: demoId(DEMO_KIND.propertyOwner, 1),
    category: 'other',
    title: 'Management agreement',
    visibleToOwner: true,
    visibleToTenant: false,
    fileName: 'management-agreement.pdf',
    lines: ['Management agreement (demo)', 'Northgate Lettings and Margaret Holloway'],
  },
];

/** The storage key of a demo document's first version, in the bff's `documents` folder. */
export const demoDocumentKey = (n: number): string => `documents/${demoId(DEMO_DOCUMENT_KIND, n)}.pdf`;

const escapeText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF 1.4 with the lines in Helvetica, byte for byte the same every time (so its sha256 is too). */
export function demoPdf(lines: readonly string[]): Buffer {
  const text = lines.map(
    (line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 24} Td (${escapeText(line)}) Tj ET`,
  );
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
