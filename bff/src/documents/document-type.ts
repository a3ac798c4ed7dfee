import { fileTypeFromBuffer } from 'file-type/core';
import { inflateRawSync } from 'node:zlib';

export interface DocumentType {
  mime: string;
  extension: string;
}

/** DOC-02: what a document may be, told by its bytes: PDF, a photo or scan, an Office document. */
const ALLOWED: Record<string, DocumentType> = {
  'application/pdf': { mime: 'application/pdf', extension: 'pdf' },
  'image/png': { mime: 'image/png', extension: 'png' },
  'image/jpeg': { mime: 'image/jpeg', extension: 'jpg' },
  'image/webp': { mime: 'image/webp', extension: 'webp' },
};

/** OOXML: the main part's content type its [Content_Types].xml must declare, per kind. */
const OOXML: { main: string; type: DocumentType }[] = [
  {
    main: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    type: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  },
  {
    main: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    type: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  },
  {
    main: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    type: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: 'pptx' },
  },
];

const DOC: DocumentType = { mime: 'application/msword', extension: 'doc' };
const XLS: DocumentType = { mime: 'application/vnd.ms-excel', extension: 'xls' };

export const DOCUMENT_TYPES_MESSAGE =
  'The file must be a PDF, a PNG, JPEG or WebP image, or an Office document (Word, Excel or PowerPoint)';

/** The largest [Content_Types].xml read: real ones are a few kilobytes. */
const MAX_CONTENT_TYPES_BYTES = 256 * 1024;

/** The stored bytes of one entry of a zip archive by name, from its central directory; null when absent or odd. */
function zipEntry(bytes: Buffer, name: string): Buffer | null {
  // End of central directory: 22 bytes plus a comment of at most 65535.
  const from = Math.max(0, bytes.length - 22 - 65535);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i -= 1) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const entries = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const local = bytes.readUInt32LE(at + 42);
    if (bytes.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      if (size > MAX_CONTENT_TYPES_BYTES || local + 30 > bytes.length) return null;
      if (bytes.readUInt32LE(local) !== 0x04034b50) return null;
      const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
      const data = bytes.subarray(start, start + compressed);
      try {
        if (method === 0) return data;
        if (method === 8) return inflateRawSync(data, { maxOutputLength: MAX_CONTENT_TYPES_BYTES });
      } catch {
        return null;
      }
      return null;
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  return null;
}

/** A zip is an Office document only when its [Content_Types].xml names the kind's main part. */
function officeOpenXml(bytes: Buffer): DocumentType | null {
  const contentTypes = zipEntry(bytes, '[Content_Types].xml')?.toString('utf8');
  if (!contentTypes) return null;
  const found = OOXML.filter(({ main }) => contentTypes.includes(`ContentType="${main}"`));
  return found.length === 1 ? found[0]!.type : null;
}

const END_OF_CHAIN = 0xfffffffe;

/**
 * A compound file (OLE2) is a Word 97-2003 document when its root holds a WordDocument stream, an Excel one when
 * it holds Workbook (or Book, Excel 5); anything else (an installer, an old PowerPoint, Outlook) is refused.
 */
function legacyOffice(bytes: Buffer): DocumentType | null {
  if (bytes.length < 512 || bytes.readUInt32LE(0) !== 0xe011cfd0 || bytes.readUInt32LE(4) !== 0xe11ab1a1) return null;
  const shift = bytes.readUInt16LE(0x1e);
  if (shift !== 9 && shift !== 12) return null;
  const size = 1 << shift;
  const sector = (n: number) => {
    const start = (n + 1) * size;
    return start + size <= bytes.length ? bytes.subarray(start, start + size) : null;
  };
  // The FAT's own sectors: 109 in the header, the rest in a chain of DIFAT sectors.
  const fatSectors: number[] = [];
  for (let i = 0; i < 109; i += 1) fatSectors.push(bytes.readUInt32LE(0x4c + i * 4));
  let difat = bytes.readUInt32LE(0x44);
  for (let hops = 0; difat < END_OF_CHAIN && hops < 1000; hops += 1) {
    const block = sector(difat);
    if (!block) return null;
    for (let i = 0; i < size / 4 - 1; i += 1) fatSectors.push(block.readUInt32LE(i * 4));
    difat = block.readUInt32LE(size - 4);
  }
  const fat: number[] = [];
  for (const n of fatSectors.filter((s) => s < END_OF_CHAIN - 3)) {
    const block = sector(n);
    if (!block) return null;
    for (let i = 0; i < size / 4; i += 1) fat.push(block.readUInt32LE(i * 4));
  }
  const names = new Set<string>();
  let dir = bytes.readUInt32LE(0x30);
  for (let hops = 0; dir < END_OF_CHAIN - 3 && hops < 10_000; hops += 1) {
    const block = sector(dir);
    if (!block) return null;
    for (let at = 0; at + 128 <= size; at += 128) {
      const length = block.readUInt16LE(at + 0x40);
      const kind = block[at + 0x42];
      if (kind === 2 && length >= 2 && length <= 64) names.add(block.toString('utf16le', at, at + length - 2));
    }
    dir = fat[dir] ?? END_OF_CHAIN;
  }
  if (names.has('WordDocument')) return DOC;
  if (names.has('Workbook') || names.has('Book')) return XLS;
  return null;
}

/** By the bytes alone, never the declared type or the name; null for anything a document may not be. */
export async function detectDocumentType(bytes: Buffer): Promise<DocumentType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return null;
  if (detected.mime in ALLOWED) return ALLOWED[detected.mime]!;
  if (detected.ext === 'cfb') return legacyOffice(bytes);
  if (['docx', 'xlsx', 'pptx', 'zip'].includes(detected.ext)) return officeOpenXml(bytes);
  return null;
}
