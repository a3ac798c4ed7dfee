import { detectDocumentType } from './document-type';

/** A zip of stored (uncompressed) entries, enough for the type checks to read. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (main: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Override PartName="/main.xml" ContentType="${main}"/></Types>`;
const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const SHEET_MAIN = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';

/** A compound file (OLE2) of one FAT sector and one directory sector holding a root and the named streams. */
function compoundFile(streams: string[]): Buffer {
  const header = Buffer.alloc(512, 0);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(4096, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i += 1) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(0xfffffffe, 4);
  const directory = Buffer.alloc(512, 0);
  ['Root Entry', ...streams].forEach((name, i) => {
    const at = i * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(directory, at);
    directory.writeUInt16LE(encoded.length, at + 0x40);
    directory[at + 0x42] = i === 0 ? 5 : 2;
  });
  return Buffer.concat([header, fat, directory]);
}

describe('detectDocumentType (DOC-02: types by their bytes)', () => {
  it('[DOC-02] knows a PDF, PNG, JPEG and WebP by their bytes', async () => {
    expect(await detectDocumentType(Buffer.from('%PDF-1.7\n%%EOF\n'))).toEqual({
      mime: 'application/pdf',
      extension: 'pdf',
    });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    expect((await detectDocumentType(png))?.extension).toBe('png');
    expect((await detectDocumentType(Buffer.from('ffd8ffe000104a464946000101', 'hex')))?.extension).toBe('jpg');
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([26, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(18),
    ]);
    expect((await detectDocumentType(webp))?.extension).toBe('webp');
  });

  it('[DOC-02] takes a Word or Excel file as OOXML only when [Content_Types].xml names the main part', async () => {
    const docx = zip({ '[Content_Types].xml': contentTypes(WORD_MAIN), 'word/document.xml': '<w:document/>' });
    expect(await detectDocumentType(docx)).toEqual({
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    });
    const xlsx = zip({ '[Content_Types].xml': contentTypes(SHEET_MAIN), 'xl/workbook.xml': '<workbook/>' });
    expect((await detectDocumentType(xlsx))?.extension).toBe('xlsx');
    // A zip that only looks like Word by its folders, or any other zip, is refused.
    expect(
      await detectDocumentType(zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w/>' })),
    ).toBeNull();
    expect(await detectDocumentType(zip({ 'payload.exe': 'MZ' }))).toBeNull();
  });

  it('[DOC-02] takes a compound file as Word 97-2003 or Excel 97-2003 by its streams, and refuses any other', async () => {
    expect(await detectDocumentType(compoundFile(['WordDocument', '1Table']))).toEqual({
      mime: 'application/msword',
      extension: 'doc',
    });
    expect((await detectDocumentType(compoundFile(['Workbook'])))?.extension).toBe('xls');
    expect(await detectDocumentType(compoundFile(['SummaryInformation']))).toBeNull();
    expect(await detectDocumentType(compoundFile(['WordDocument']).subarray(0, 700))).toBeNull();
  });

  it('[DOC-02] refuses programs, scripts, HTML, SVG and text whatever they are called', async () => {
    const exe = Buffer.concat([
      Buffer.from('MZ'),
      Buffer.alloc(58),
      Buffer.from([0x40, 0, 0, 0]),
      Buffer.from('PE\0\0'),
      Buffer.alloc(64),
    ]);
    for (const bytes of [
      exe,
      Buffer.from('#!/bin/sh\nrm -rf /\n'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
      Buffer.from('plain text'),
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
    ]) {
      expect(await detectDocumentType(bytes)).toBeNull();
    }
  });
});
