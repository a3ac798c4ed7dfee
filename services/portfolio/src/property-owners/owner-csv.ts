import { type CreatePropertyOwnerRequest, PROPERTY_OWNER_MAX_PENCE, type PropertyOwnerBody } from '@pm/contracts';
import { type CellProblem, type CsvFormat, penceFromPounds, poundsFromPence } from '@pm/kit';

/** The columns of the owners CSV, export and import alike (OWN-01), under the names a spreadsheet user reads. */
export const OWNER_CSV_HEADER = [
  'Name',
  'E-mail',
  'Phone',
  'Address line 1',
  'Address line 2',
  'Town or city',
  'Postcode',
  'Bank account name',
  'Sort code',
  'Account number',
  'Fee (%)',
  'Fixed fee a month (£)',
  'Spending limit (£)',
] as const;
type Column = (typeof OWNER_CSV_HEADER)[number];

/** One exported row. Bank numbers go out masked as every answer has them (OWN-01): an export never holds them whole. */
function ownerCsvRow(owner: PropertyOwnerBody): string[] {
  const bank = owner.bankDetails;
  return [
    owner.name,
    owner.email ?? '',
    owner.phone ?? '',
    owner.addressLine1 ?? '',
    owner.addressLine2 ?? '',
    owner.city ?? '',
    owner.postcode ?? '',
    bank?.accountName ?? '',
    bank ? `**-**-${bank.sortCodeLast2}` : '',
    bank ? `****${bank.accountNumberLast4}` : '',
    owner.managementFeePercent === null ? '' : String(owner.managementFeePercent),
    poundsFromPence(owner.managementFeeFixedPence),
    poundsFromPence(owner.spendingLimitPence),
  ];
}

/** The template's example row. */
const OWNER_CSV_EXAMPLE = [
  'Margaret Holloway',
  'margaret@example.com',
  '07700 900123',
  '14 Hyde Park Road',
  '',
  'Leeds',
  'LS6 1AG',
  'M Holloway',
  '12-34-56',
  '12345678',
  '10',
  '',
  '250.00',
];

/** The owners CSV (OWN-01): bank numbers go out masked, so an export holds none whole. */
export const OWNER_CSV: CsvFormat<PropertyOwnerBody> = {
  columns: OWNER_CSV_HEADER,
  example: OWNER_CSV_EXAMPLE,
  row: ownerCsvRow,
};

const MESSAGES = {
  masked: 'An export masks bank details: enter the whole number, or leave the cell blank',
  fee: 'Enter a fee: a percent of the rent in "Fee (%)", or a sum a month in "Fixed fee a month (£)"',
  bothFees: 'Enter one fee: a percent or a fixed sum a month, not both',
  percent: 'Enter the fee as a percent from 0 to 100, such as 10 or 8.5',
  fixed: 'Enter the fee in pounds, at most 100,000, such as 50 or 50.00',
  spendingLimit: 'Enter the spending limit in pounds, at most 100,000, such as 250 or 250.00',
} as const;

export interface ReadOwnerRow {
  request: Partial<CreatePropertyOwnerRequest> & Record<string, unknown>;
  problems: CellProblem[];
}

/** The cells of one row as a create request; what cannot be read is a problem by its column. */
export function readOwnerRow(cells: Readonly<Record<string, string>>): ReadOwnerRow {
  const problems: CellProblem[] = [];
  const cell = (column: Column) => (cells[column] ?? '').trim();
  const bankNumber = (column: Column) => {
    const text = cell(column);
    if (text.includes('*')) problems.push({ column, message: MESSAGES.masked });
    return text || null;
  };
  const pounds = (column: Column, message: string) => {
    const pence = penceFromPounds(cell(column));
    if (pence === undefined || (pence ?? 0) > PROPERTY_OWNER_MAX_PENCE) {
      problems.push({ column, message });
      return undefined;
    }
    return pence;
  };

  const percentText = cell('Fee (%)').replace(/%$/, '').trim();
  const percent = percentText === '' ? null : /^\d{1,3}(\.\d+)?$/.test(percentText) ? Number(percentText) : undefined;
  if (percent === undefined) problems.push({ column: 'Fee (%)', message: MESSAGES.percent });
  const fixed = pounds('Fixed fee a month (£)', MESSAGES.fixed);
  if (percent === null && fixed === null) problems.push({ column: 'Fee (%)', message: MESSAGES.fee });
  if (percent !== null && fixed !== null)
    problems.push({ column: 'Fixed fee a month (£)', message: MESSAGES.bothFees });
  const spendingLimit = pounds('Spending limit (£)', MESSAGES.spendingLimit);
  if (spendingLimit === null) problems.push({ column: 'Spending limit (£)', message: MESSAGES.spendingLimit });

  const request = {
    name: cell('Name'),
    email: cell('E-mail') || null,
    phone: cell('Phone') || null,
    addressLine1: cell('Address line 1') || null,
    addressLine2: cell('Address line 2') || null,
    city: cell('Town or city') || null,
    postcode: cell('Postcode') || null,
    bankAccountName: cell('Bank account name') || null,
    bankSortCode: bankNumber('Sort code'),
    bankAccountNumber: bankNumber('Account number'),
    managementFeeKind: fixed === null ? 'percent' : 'fixed',
    managementFeePercent: percent,
    managementFeeFixedPence: fixed,
    spendingLimitPence: spendingLimit ?? undefined,
  } satisfies ReadOwnerRow['request'];
  return { request, problems };
}

/** A create request's field -> its CSV column, to place the DTO's messages. */
export const OWNER_COLUMN_OF_FIELD: Readonly<Record<string, Column>> = {
  name: 'Name',
  email: 'E-mail',
  phone: 'Phone',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'Town or city',
  postcode: 'Postcode',
  bankAccountName: 'Bank account name',
  bankSortCode: 'Sort code',
  bankAccountNumber: 'Account number',
  managementFeeKind: 'Fee (%)',
  managementFeePercent: 'Fee (%)',
  managementFeeFixedPence: 'Fixed fee a month (£)',
  spendingLimitPence: 'Spending limit (£)',
};
