import {
  type CreatePropertyRequest,
  NATIONS,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  type PropertyBody,
} from '@pm/contracts';
import { type CellProblem, type CsvFormat, penceFromPounds, poundsFromPence } from '@pm/kit';

/** The columns of the properties CSV, export and import alike, under the names a spreadsheet user reads. */
export const PROPERTY_CSV_HEADER = [
  'Reference',
  'Address line 1',
  'Address line 2',
  'Town or city',
  'Postcode',
  'Nation',
  'Type',
  'Bedrooms',
  'Bathrooms',
  'Furnished',
  'Status',
  'Monthly rent (£)',
  'Gas supply',
  'Owner',
] as const;
type Column = (typeof PROPERTY_CSV_HEADER)[number];

const NATION_NAMES: Record<(typeof NATIONS)[number], string> = {
  england: 'England',
  wales: 'Wales',
  scotland: 'Scotland',
  northern_ireland: 'Northern Ireland',
};
const TYPE_NAMES: Record<(typeof PROPERTY_TYPES)[number], string> = {
  flat: 'Flat',
  house: 'House',
  hmo: 'HMO',
  maisonette: 'Maisonette',
  bungalow: 'Bungalow',
  studio: 'Studio',
};
const STATUS_NAMES: Record<(typeof PROPERTY_STATUSES)[number], string> = {
  vacant: 'Vacant',
  let: 'Let',
  under_offer: 'Under offer',
  unavailable: 'Unavailable',
};

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** One exported row; the owner by e-mail when there is one (it finds the owner again on import), else by name. */
function propertyCsvRow(property: PropertyBody): string[] {
  return [
    property.reference,
    property.addressLine1,
    property.addressLine2 ?? '',
    property.city,
    property.postcode,
    NATION_NAMES[property.nation],
    TYPE_NAMES[property.type],
    String(property.bedrooms),
    String(property.bathrooms),
    yesNo(property.furnished),
    STATUS_NAMES[property.status],
    poundsFromPence(property.monthlyRentPence),
    yesNo(property.hasGasSupply),
    property.owner?.email ?? property.owner?.name ?? '',
  ];
}

/** The template's example row. */
const PROPERTY_CSV_EXAMPLE = [
  'NGL-101',
  'Flat 2, 14 Hyde Park Road',
  '',
  'Leeds',
  'LS6 1AG',
  'England',
  'Flat',
  '2',
  '1',
  'Yes',
  'Let',
  '950.00',
  'Yes',
  'owner@example.com',
];

/** The properties CSV: owners by e-mail or name. */
export const PROPERTY_CSV: CsvFormat<PropertyBody> = {
  columns: PROPERTY_CSV_HEADER,
  example: PROPERTY_CSV_EXAMPLE,
  row: propertyCsvRow,
};

/** A name from a list, as written (`Under offer`) or as stored (`under_offer`), any case. */
function oneOf<T extends string>(names: Record<T, string>, text: string): T | undefined {
  const wanted = text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return (Object.keys(names) as T[]).find(
    (key) => key.replace(/_/g, ' ') === wanted || names[key].toLowerCase() === wanted,
  );
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

export interface ReadRow {
  request: Partial<CreatePropertyRequest> & Record<string, unknown>;
  /** The owner as written: an e-mail or a name, found among the company's owners by the import. */
  owner: string | null;
  problems: CellProblem[];
}

/** The cells of one row as a create request; what cannot be read is a problem by its column. */
export function readPropertyRow(cells: Readonly<Record<string, string>>): ReadRow {
  const problems: CellProblem[] = [];
  const cell = (column: Column) => (cells[column] ?? '').trim();
  const choice = <T extends string>(column: Column, names: Record<T, string>, required: boolean): T | undefined => {
    const text = cell(column);
    if (text === '') {
      if (required) problems.push({ column, message: `Enter one of: ${Object.values(names).join(', ')}` });
      return undefined;
    }
    const value = oneOf(names, text);
    if (!value) problems.push({ column, message: `"${text}" is not one of: ${Object.values(names).join(', ')}` });
    return value;
  };
  const count = (column: Column) => {
    const text = cell(column);
    if (!/^\d{1,2}$/.test(text)) {
      problems.push({ column, message: 'Enter a whole number, such as 2' });
      return undefined;
    }
    return Number(text);
  };
  const flag = (column: Column, fallback: boolean) => {
    const text = cell(column).toLowerCase();
    if (text === '') return fallback;
    if (YES.has(text)) return true;
    if (NO.has(text)) return false;
    problems.push({ column, message: 'Enter Yes or No' });
    return undefined;
  };
  const monthlyRentPence = penceFromPounds(cell('Monthly rent (£)'));
  if (monthlyRentPence === undefined) {
    problems.push({ column: 'Monthly rent (£)', message: 'Enter the rent in pounds, such as 950 or 950.00' });
  }
  const request = {
    reference: cell('Reference') || null,
    addressLine1: cell('Address line 1'),
    addressLine2: cell('Address line 2') || null,
    city: cell('Town or city'),
    postcode: cell('Postcode'),
    nation: choice('Nation', NATION_NAMES, false) ?? null,
    type: choice('Type', TYPE_NAMES, true),
    bedrooms: count('Bedrooms'),
    bathrooms: count('Bathrooms'),
    furnished: flag('Furnished', false),
    status: choice('Status', STATUS_NAMES, false) ?? 'vacant',
    monthlyRentPence,
    hasGasSupply: flag('Gas supply', true),
  };
  return { request, owner: cell('Owner') || null, problems };
}

/** A create request's field -> its CSV column, to place the DTO's messages. */
export const COLUMN_OF_FIELD: Readonly<Record<string, Column>> = {
  reference: 'Reference',
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'Town or city',
  postcode: 'Postcode',
  nation: 'Nation',
  type: 'Type',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  furnished: 'Furnished',
  status: 'Status',
  monthlyRentPence: 'Monthly rent (£)',
  hasGasSupply: 'Gas supply',
  ownerId: 'Owner',
};
