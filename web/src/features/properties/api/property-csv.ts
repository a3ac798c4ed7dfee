import { csvTransfer } from '@/lib/csv-transfer';

/** The property list in and out as CSV (issue 11 item 6). */
export const propertyCsv = csvTransfer('properties', { one: 'property', many: 'properties' });
