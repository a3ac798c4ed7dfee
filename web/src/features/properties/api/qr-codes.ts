import { saveDownload } from '@/lib/download';

/** Which properties a label sheet holds: the ticked ones, else every property the list's filters match. */
export type QrSheetChoice =
  { ids: readonly string[] } | { filters: Readonly<Record<string, string | null | undefined>> };

function sheetPath(choice: QrSheetChoice): string {
  const params = new URLSearchParams();
  if ('ids' in choice) params.set('ids', choice.ids.join(','));
  else for (const [name, value] of Object.entries(choice.filters)) if (value) params.set(name, value);
  const search = params.toString();
  return `/properties/qr-codes.pdf${search ? `?${search}` : ''}`;
}

/** PROP-04: the A4 label sheet, made by the bff; a refusal throws with the server's message. */
export const downloadQrSheet = (choice: QrSheetChoice) =>
  saveDownload(sheetPath(choice), 'property-qr-codes.pdf', { accept: 'application/pdf' });

/** One property's code as SVG (for print) or PNG (for screens and documents). */
export const downloadQrCode = (property: { id: string; reference: string }, format: 'svg' | 'png') =>
  saveDownload(
    `/properties/${encodeURIComponent(property.id)}/qr-code.${format}`,
    `${property.reference}-qr-code.${format}`,
    { accept: format === 'svg' ? 'image/svg+xml' : 'image/png' },
  );
