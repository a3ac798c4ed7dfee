import { DOCUMENT_FILE_NAME_MAX_LENGTH } from '@pm/contracts';

/**
 * DOC-02: the name a download is offered under. Only the last path segment is kept, control, path, quote and
 * shell characters become `_`, leading dots go (no hidden files), and the extension is the one the bytes proved,
 * so `invoice.pdf.exe` sent as a PDF comes back as `invoice.pdf.pdf`, never as a program.
 */
export function sanitiseFileName(given: string | undefined, extension: string): string {
  const last = (given ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = last
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>:"|?*;`$%\\]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 && cleaned.slice(dot + 1).toLowerCase() === extension ? cleaned.slice(0, dot) : cleaned)
    .replace(/[. ]+$/, '')
    .slice(0, DOCUMENT_FILE_NAME_MAX_LENGTH - extension.length - 1);
  return `${stem || 'document'}.${extension}`;
}
