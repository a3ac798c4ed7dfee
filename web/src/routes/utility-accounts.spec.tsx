import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';

import {
  CreateUtilityAccountDocument,
  RecordMeterReadingDocument,
  UpdateUtilityAccountDocument,
  UtilityAccountsDocument,
  UtilityPropertyOptionsDocument,
} from '@/features/utility-accounts/api/utility-accounts.generated';
import type { UtilityAccountItemFragment } from '@/features/utility-accounts/api/utility-accounts.generated';

import { meMock } from '../../test/me-mock';
import { setViewportWidth } from '../../test/viewport';
import { UtilityAccountsRoute } from './utility-accounts';

const options: MockedResponse = {
  request: { query: UtilityPropertyOptionsDocument },
  result: {
    data: {
      properties: {
        __typename: 'PropertyConnection',
        edges: [
          {
            __typename: 'PropertyEdge',
            node: {
              __typename: 'Property',
              id: 'p1',
              reference: 'NGL-001',
              addressLine1: 'Flat 3, 112 Wilmslow Road',
              city: 'Manchester',
            },
          },
        ],
      },
    },
  },
};

const ELECTRICITY: UtilityAccountItemFragment = {
  __typename: 'UtilityAccount',
  id: 'a1',
  propertyId: 'p1',
  kind: 'electricity',
  supplier: 'Octopus Energy',
  accountNumber: 'A-7F3C2B91',
  meterPoint: '1200023305968',
  payer: 'tenant',
  readings: [
    {
      __typename: 'MeterReading',
      id: 'r2',
      readOn: '2026-11-23',
      value: 19874.5,
      kind: 'routine',
      takenByName: 'Emily Carter',
      meterReplaced: false,
      photo: null,
    },
    {
      __typename: 'MeterReading',
      id: 'r1',
      readOn: '2025-10-22',
      value: 18230,
      kind: 'move_in',
      takenByName: 'Inventory clerk',
      meterReplaced: false,
      photo: null,
    },
  ],
};

const accounts = (items: UtilityAccountItemFragment[] | null): MockedResponse => ({
  request: { query: UtilityAccountsDocument, variables: { propertyId: 'p1' } },
  result: { data: { utilityAccounts: items } },
});

function renderAs(mocks: MockedResponse[], url = '/utility-management?property=p1') {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[url]}>
        <UtilityAccountsRoute />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('UtilityAccountsRoute', () => {
  beforeEach(() => setViewportWidth(360));

  it('[UTIL-01] shows a chosen property’s accounts with supplier, MPAN core, payer and readings newest first', async () => {
    const user = userEvent.setup();
    renderAs([meMock('manager'), options, accounts([ELECTRICITY])], '/utility-management');
    expect(await screen.findByText('Choose a property to see its utility accounts.')).toBeInTheDocument();

    await user.selectOptions(await screen.findByLabelText('Property'), 'p1');

    const card = await screen.findByRole('region', { name: 'Electricity' });
    expect(within(card).getByText('Octopus Energy')).toBeInTheDocument();
    expect(within(card).getByText('1200023305968')).toBeInTheDocument();
    expect(within(card).getByText('Tenant pays')).toBeInTheDocument();
    const readings = within(card).getAllByRole('listitem');
    expect(readings.map((item) => item.textContent)).toEqual([
      expect.stringContaining('19,874.5'),
      expect.stringContaining('18,230'),
    ]);
    expect(readings[0]).toHaveTextContent('23 Nov 2026');
    expect(readings[1]).toHaveTextContent('Move-in');
  });

  it('[UTIL-01] says so when a property has no accounts yet', async () => {
    renderAs([meMock('manager'), options, accounts([])]);
    expect(await screen.findByText('No utility accounts yet')).toBeInTheDocument();
  });

  it('[ISO-02] answers a property the caller may not see as not found', async () => {
    renderAs([meMock('owner'), options, accounts(null)]);
    expect(await screen.findByText('Property not found')).toBeInTheDocument();
  });

  it('[ISO-02] a tenant reads the accounts and gets no forms', async () => {
    renderAs([meMock('tenant'), options, accounts([ELECTRICITY])]);
    expect(await screen.findByRole('region', { name: 'Electricity' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record a reading' })).not.toBeInTheDocument();
  });

  it('[UTIL-01] shows the server’s MPAN check-digit message on the MPAN field', async () => {
    const user = userEvent.setup();
    const refused: MockedResponse = {
      request: {
        query: CreateUtilityAccountDocument,
        variables: {
          input: {
            propertyId: 'p1',
            kind: 'electricity',
            supplier: 'EDF',
            accountNumber: null,
            meterPoint: '1200023305967',
            payer: 'tenant',
          },
        },
      },
      result: {
        errors: [
          new GraphQLError('Invalid input', {
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { meterPoint: ['This MPAN core fails its check digit: check the number'] },
            },
          }),
        ],
      },
    };
    renderAs([meMock('manager'), options, accounts([]), refused]);
    await user.type(await screen.findByLabelText(/Supplier/), 'EDF');
    await user.type(screen.getByLabelText(/MPAN core/), '12 0002 3305 967');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('This MPAN core fails its check digit: check the number')).toBeInTheDocument();
  });

  it('[UTIL-01] asks to confirm a replaced meter before recording a reading lower than the last', async () => {
    const user = userEvent.setup();
    const replaced = {
      ...ELECTRICITY,
      readings: [
        {
          __typename: 'MeterReading' as const,
          id: 'r3',
          readOn: '2026-11-24',
          value: 12,
          kind: 'routine' as const,
          takenByName: 'Clerk',
          meterReplaced: true,
          photo: null,
        },
        ...ELECTRICITY.readings,
      ],
    };
    const recorded: MockedResponse = {
      request: {
        query: RecordMeterReadingDocument,
        variables: {
          input: {
            accountId: 'a1',
            readOn: '2026-11-24',
            value: 12,
            kind: 'routine',
            takenByName: 'Clerk',
            meterReplaced: true,
          },
        },
      },
      result: { data: { recordMeterReading: replaced } },
    };
    renderAs([meMock('manager'), options, accounts([ELECTRICITY]), recorded]);
    await user.click(await screen.findByRole('button', { name: 'Record a reading' }));
    const date = screen.getByLabelText(/Date read/);
    await user.clear(date);
    await user.type(date, '2026-11-24');
    await user.type(screen.getByLabelText('Reading'), '12');
    await user.type(screen.getByLabelText(/Read by/), 'Clerk');
    await user.click(screen.getByRole('button', { name: 'Save reading' }));
    expect(await screen.findByText(/Lower than the previous reading \(19,874.5 on 23 Nov 2026\)/)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Meter replaced'));
    await user.click(screen.getByRole('button', { name: 'Save reading' }));
    const card = await screen.findByRole('region', { name: 'Electricity' });
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(3));
    expect(within(card).getAllByRole('listitem')[0]).toHaveTextContent('Meter replaced');
  });

  it('[UTIL-01] staff change an account’s supplier and payer', async () => {
    const user = userEvent.setup();
    const updated: MockedResponse = {
      request: {
        query: UpdateUtilityAccountDocument,
        variables: {
          id: 'a1',
          input: { supplier: 'EDF', accountNumber: 'A-7F3C2B91', meterPoint: '1200023305968', payer: 'landlord' },
        },
      },
      result: { data: { updateUtilityAccount: { ...ELECTRICITY, supplier: 'EDF', payer: 'landlord' } } },
    };
    renderAs([meMock('landlord'), options, accounts([ELECTRICITY]), updated]);
    await user.click(await screen.findByRole('button', { name: 'Edit the electricity account' }));
    const supplier = screen.getAllByLabelText(/Supplier/).at(-1)!;
    await user.clear(supplier);
    await user.type(supplier, 'EDF');
    await user.selectOptions(screen.getAllByLabelText(/Who pays/).at(-1)!, 'landlord');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
    const card = screen.getByRole('region', { name: 'Electricity' });
    expect(within(card).getByText('Landlord pays')).toBeInTheDocument();
    expect(within(card).getByText('EDF')).toBeInTheDocument();
  });
});
