import { csvTransfer } from '@/lib/csv-transfer';

/** The owner list in and out as CSV (issue 11 item 6); bank numbers go out masked. */
export const ownerCsv = csvTransfer('property-owners', { one: 'owner', many: 'owners' });
