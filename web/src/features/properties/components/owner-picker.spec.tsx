import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { PropertyOwnerOptionsDocument } from '../api/properties.generated';
import { OwnerPicker } from './owner-picker';

const options = (q: string | null, names: [string, string][]): MockedResponse => ({
  request: { query: PropertyOwnerOptionsDocument, variables: { q } },
  result: {
    data: {
      propertyOwners: {
        __typename: 'PropertyOwnerConnection',
        edges: names.map(([id, name]) => ({
          __typename: 'PropertyOwnerEdge',
          node: { __typename: 'PropertyOwner', id, name },
        })),
      },
    },
  },
});

describe('OwnerPicker', () => {
  it('[PROP-02] [OWN-01] searches owners by name as one types and chooses one with the keyboard', async () => {
    const onChange = jest.fn();
    render(
      <MockedProvider
        mocks={[
          options(null, [
            ['o1', 'Adams'],
            ['o2', 'Holloway'],
          ]),
          options('holl', [['o2', 'Holloway']]),
        ]}
      >
        <OwnerPicker id="owner" value={null} onChange={onChange} noneLabel="No owner" />
      </MockedProvider>,
    );
    const user = userEvent.setup();
    const box = screen.getByRole('combobox');
    await user.click(box);
    expect(await screen.findByRole('option', { name: 'Adams' })).toBeInTheDocument();
    await user.type(box, 'holl');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Adams' })).toBeNull());
    expect(await screen.findByRole('option', { name: 'Holloway' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('o2');
  });
});
