import { parseCsv, toCsv } from './csv';

describe('CSV', () => {
  it('writes RFC 4180 with CRLF, quoting where needed and defusing formulas', () => {
    expect(
      toCsv(
        ['name', 'note'],
        [
          ['Smith, J', 'said "hi"'],
          ['=1+1', null],
          [-5, true],
        ],
      ),
    ).toBe('name,note\r\n"Smith, J","said ""hi"""\r\n\'=1+1,\r\n-5,true\r\n');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+44 7700 900123', "'+44 7700 900123"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['-120.00', '-120.00'],
    ['-1+1', "'-1+1"],
    ['-2.5e3', "'-2.5e3"],
    ['-12-34', "'-12-34"],
    ['\tcmd', "'\tcmd"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['line one\nline two', '"line one\nline two"'],
  ])('writes the cell %j as %j', (cell, written) => {
    expect(toCsv(['h'], [[cell]])).toBe(`h\r\n${written}\r\n`);
  });

  it('reads a spreadsheet export: BOM, quoted cells over two lines, blank lines, each record with its line', () => {
    const result = parseCsv('\ufeffname,address\r\nA,"1 High St\r\nFlat 2"\r\n\r\n B , 3 Low St \r\n', {
      maxRecords: 10,
    });
    expect(result).toEqual({
      ok: true,
      header: ['name', 'address'],
      records: [
        { line: 3, cells: { name: 'A', address: '1 High St\nFlat 2' } },
        { line: 5, cells: { name: 'B', address: '3 Low St' } },
      ],
    });
  });

  it('answers the line of a malformed record, an empty file and too many rows', () => {
    expect(parseCsv('a,b\n1,2\n3\n', { maxRecords: 10 })).toMatchObject({ ok: false, line: 3 });
    expect(parseCsv('a,b\n1,"2\n', { maxRecords: 10 })).toMatchObject({ ok: false });
    expect(parseCsv('', { maxRecords: 10 })).toMatchObject({ ok: false, line: 1 });
    expect(parseCsv('a\n1\n2\n3\n', { maxRecords: 2 })).toEqual({
      ok: false,
      line: 4,
      message: 'Import at most 2 rows at a time',
    });
  });
});
