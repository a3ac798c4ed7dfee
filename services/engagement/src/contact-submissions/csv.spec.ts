import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('leaves plain text alone and writes null as an empty cell', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes cells with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+44 7700 900123', "'+44 7700 900123"],
    ['-2', "'-2"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\tcmd', "'\tcmd"],
  ])('neutralises the formula-like cell %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('neutralises and quotes a formula that also needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('does not touch a formula character in the middle of a cell', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('user@example.com')).toBe('user@example.com');
  });
});

describe('toCsv', () => {
  it('writes a header row and CRLF line ends', () => {
    expect(
      toCsv(
        ['name', 'note'],
        [
          ['Ada', 'x,y'],
          ['Bob', null],
        ],
      ),
    ).toBe('name,note\r\nAda,"x,y"\r\nBob,\r\n');
  });
});
