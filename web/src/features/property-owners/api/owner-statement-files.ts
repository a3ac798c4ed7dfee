import { saveDownload } from '@/lib/download';

/** OWN-02: the month's statement as a file made by the bff; a refusal throws with the server's message. */
export const downloadOwnerStatement = (ownerId: string, month: string, kind: 'csv' | 'pdf') =>
  saveDownload(
    `/property-owners/${encodeURIComponent(ownerId)}/statements/${encodeURIComponent(month)}.${kind}`,
    `statement-${month}.${kind}`,
    { accept: kind === 'csv' ? 'text/csv' : 'application/pdf' },
  );
