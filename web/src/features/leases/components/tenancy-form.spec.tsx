import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import {
  TenancyPropertyOptionsDocument,
  TenancyRulesDocument,
  TenancyTenantOptionsDocument,
} from '../api/tenancies.generated';
import { toCreateTenancyInput } from '../lib/tenancy-forms';
import { TenancyForm } from './tenancy-form';

const ENGLISH = '00000000-0000-4000-8201-000000000001';

const properties: MockedResponse = {
  request: { query: TenancyPropertyOptionsDocument },
  result: {
    data: {
      properties: {
        __typename: 'PropertyConnection',
        edges: [
          {
            __typename: 'PropertyEdge',
            node: {
              __typename: 'Property',
              id: ENGLISH,
              reference: 'NGL-009',
              addressLine1: '31 Fog Lane',
              city: 'Manchester',
              nation: 'england',
              status: 'vacant',
            },
          },
        ],
      },
    },
  },
};

const tenants: MockedResponse = {
  request: { query: TenancyTenantOptionsDocument },
  result: {
    data: {
      tenants: {
        __typename: 'TenantConnection',
        edges: [
          {
            __typename: 'TenantEdge',
            node: {
              __typename: 'Tenant',
              id: 'tenant-1',
              firstName: 'Emily',
              lastName: 'Carter',
              email: 'e@example.com',
            },
          },
        ],
      },
    },
  },
};

function rules(rentPence: number | null, cap: number | null): MockedResponse {
  return {
    request: {
      query: TenancyRulesDocument,
      variables: { nation: 'england', rentPence, rentFrequency: rentPence ? 'monthly' : null },
    },
    result: {
      data: {
        tenancyRules: {
          __typename: 'TenancyRules',
          nation: 'england',
          tenancyTypes: ['assured_periodic', 'company_let', 'lodger_licence'],
          depositSchemes: ['dps', 'mydeposits', 'tds'],
          depositCapPence: cap,
          depositCapRule: cap ? "5 weeks' rent" : null,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const MOCKS = [properties, tenants, rules(null, null), rules(100_000, 115_384)];

function renderForm(onSubmit: jest.Mock) {
  render(
    <MockedProvider mocks={MOCKS}>
      <TenancyForm onSubmit={onSubmit} />
    </MockedProvider>,
  );
}

/** Property → tenants → type → dates → rent → deposit, as a manager goes. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, deposit: string) {
  await screen.findByRole('option', { name: /NGL-009/ });
  await user.selectOptions(screen.getByLabelText(/^property/i), ENGLISH);
  expect(await screen.findByText(/In England: its law decides/)).toBeInTheDocument();
  await user.click(await screen.findByRole('checkbox', { name: /Emily Carter/ }));
  const type = await screen.findByLabelText(/tenancy type in england/i);
  // LEASE-02: only England's types for a new tenancy.
  await waitFor(() =>
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a type', 'Assured periodic tenancy', 'Company let', 'Lodger licence']),
  );
  await user.selectOptions(type, 'assured_periodic');
  await user.type(await screen.findByLabelText(/start date/i), '2026-12-01');
  // Pasted whole, as the cap is asked for each rent typed.
  await user.click(await screen.findByLabelText(/rent \(£\)/i));
  await user.paste('1000');
  expect(await screen.findByText("At most £1,153.84 in England (5 weeks' rent)")).toBeInTheDocument();
  await user.type(screen.getByLabelText(/deposit \(£\)/i), deposit);
  await user.selectOptions(screen.getByLabelText(/scheme/i), 'dps');
}

describe('TenancyForm (create a tenancy)', () => {
  it('[LEASE-01] [LEASE-02] [DEP-01] goes property → tenants → type → dates → rent → deposit and sends pence', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderForm(onSubmit);
    const user = userEvent.setup();
    await fillIn(user, '1,153.84');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(toCreateTenancyInput(onSubmit.mock.calls[0][0])).toEqual({
      propertyId: ENGLISH,
      tenantIds: ['tenant-1'],
      type: 'assured_periodic',
      startDate: '2026-12-01',
      endDate: null,
      rentPence: 100_000,
      rentFrequency: 'monthly',
      rentDueDay: 1,
      depositPence: 115_384,
      depositScheme: 'dps',
    });
  });

  it("[DEP-01] shows the service's refusal of a deposit over the cap beside the deposit", async () => {
    const refusal = new CombinedGraphQLErrors({
      data: null,
      errors: [
        {
          message: "Invalid input: The deposit can be at most £1,153.84 in England (5 weeks' rent).",
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { depositPence: ["The deposit can be at most £1,153.84 in England (5 weeks' rent)."] },
          },
        },
      ],
    });
    const onSubmit = jest.fn().mockRejectedValue(refusal);
    renderForm(onSubmit);
    const user = userEvent.setup();
    await fillIn(user, '1153.85');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(
      await screen.findByText("The deposit can be at most £1,153.84 in England (5 weeks' rent)."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/deposit \(£\)/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('[LEASE-04] asks for a due day from 1 to 31 for monthly rent, before sending', async () => {
    const onSubmit = jest.fn().mockResolvedValue(undefined);
    renderForm(onSubmit);
    const user = userEvent.setup();
    await fillIn(user, '500');
    const dueDay = screen.getByLabelText(/due on day/i);
    await user.clear(dueDay);
    await user.type(dueDay, '32');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Enter a day of the month from 1 to 31')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
