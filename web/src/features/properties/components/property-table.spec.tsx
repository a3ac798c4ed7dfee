import { render, screen, within } from '@testing-library/react';

import type { PropertyListItemFragment } from '../api';
import { PropertyTable } from './property-table';

function property(overrides: Partial<PropertyListItemFragment> = {}): PropertyListItemFragment {
  return {
    __typename: 'Property',
    id: 'p1',
    reference: 'NGL-001',
    addressLine1: 'Flat 3, 112 Wilmslow Road',
    addressLine2: null,
    city: 'Manchester',
    postcode: 'M14 5AL',
    type: 'flat',
    bedrooms: 2,
    status: 'let',
    monthlyRentPence: 95000,
    owner: { __typename: 'Owner', id: 'o1', name: 'Margaret Holloway' },
    ...overrides,
  } as PropertyListItemFragment;
}

describe('PropertyTable', () => {
  it('renders a card per property for phones and a table row for wider screens', () => {
    render(<PropertyTable properties={[property(), property({ id: 'p2', reference: 'NGL-002', owner: null })]} />);
    const cards = screen.getAllByTestId('property-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.closest('ul')).toHaveClass('md:hidden');
    expect(within(cards[0]!).getByText('Flat, 2 bedrooms')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('No owner')).toBeInTheDocument();
    expect(screen.getAllByTestId('property-row')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Properties' })).toHaveClass('max-md:hidden');
  });

  it('folds postcode and bedrooms into other cells below 1280 and 1536 px', () => {
    render(<PropertyTable properties={[property()]} />);
    expect(screen.getByRole('columnheader', { name: 'Postcode' })).toHaveClass('hidden', 'xl:table-cell');
    expect(screen.getByRole('columnheader', { name: 'Bedrooms' })).toHaveClass('hidden', '2xl:table-cell');
    const row = screen.getByTestId('property-row');
    expect(within(row).getAllByText('M14 5AL')).toHaveLength(2);
    expect(within(row).getByText('2 bedrooms')).toHaveClass('2xl:hidden');
  });
});
