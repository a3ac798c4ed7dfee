import { sanitiseFileName } from './file-name';

describe('sanitiseFileName (DOC-02)', () => {
  it('[DOC-02] keeps the last path segment, replaces control and shell characters, and ends with the proven extension', () => {
    expect(sanitiseFileName('C:\\Users\\me\\Gas safety 2026.PDF', 'pdf')).toBe('Gas safety 2026.pdf');
    expect(sanitiseFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(sanitiseFileName('invoice.pdf.exe', 'pdf')).toBe('invoice.pdf.exe.pdf');
    expect(sanitiseFileName('a"b<c>|d?*e;$f`g\u0000h.pdf', 'pdf')).toBe('a_b_c__d__e__f_g_h.pdf');
    expect(sanitiseFileName('...hidden', 'png')).toBe('hidden.png');
    expect(sanitiseFileName('   ', 'pdf')).toBe('document.pdf');
    expect(sanitiseFileName(undefined, 'docx')).toBe('document.docx');
    expect(sanitiseFileName('Éire café.jpg', 'jpg')).toBe('Éire café.jpg');
    expect(sanitiseFileName(`${'x'.repeat(400)}.pdf`, 'pdf')).toHaveLength(150);
  });
});
