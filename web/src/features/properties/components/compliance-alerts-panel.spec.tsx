import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import type { ComplianceAlertThreshold, ComplianceItemType } from '@/gql/types';

import { OpenComplianceAlertsDocument } from '../api/compliance-alerts.generated';
import { ComplianceAlertsPanel } from './compliance-alerts-panel';

let sequence = 0;
const alert = (
  threshold: ComplianceAlertThreshold,
  itemType: ComplianceItemType,
  expiresOn: string | null,
  reference = 'NGL-001',
) => {
  sequence += 1;
  return {
    __typename: 'ComplianceAlertEdge' as const,
    node: {
      __typename: 'ComplianceAlert' as const,
      id: `a${sequence}`,
      itemType,
      threshold,
      expiresOn,
      raisedAt: `2026-11-${String(10 + sequence).padStart(2, '0')}T05:30:00.000Z`,
      property: {
        __typename: 'ComplianceAlertProperty' as const,
        id: `p-${reference}`,
        reference,
        addressLine1: `${reference} Street`,
      },
    },
  };
};

const answer = (edges: ReturnType<typeof alert>[], totalCount = edges.length): MockedResponse => ({
  request: { query: OpenComplianceAlertsDocument, variables: { first: 8 } },
  result: { data: { complianceAlerts: { __typename: 'ComplianceAlertConnection', totalCount, edges } } },
});

function renderWith(mocks: MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <ComplianceAlertsPanel />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('ComplianceAlertsPanel', () => {
  it('[CMP-03] lists the open alerts in the order of urgency the server gives, each linking to its property’s Compliance tab', async () => {
    renderWith([
      answer([
        alert('expired', 'epc', '2026-11-20', 'NGL-001'),
        alert('missing', 'smoke_co_alarms', null, 'NGL-003'),
        alert('expiring_7', 'gas_safety', '2026-12-01', 'NGL-002'),
        alert('expiring_30', 'eicr', '2026-12-20', 'NGL-004'),
      ]),
    ]);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Energy Performance Certificate (EPC)',
      'Smoke and carbon monoxide alarm check',
      'Gas safety record',
      'Electrical installation condition report (EICR)',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/properties/p-NGL-001?tab=compliance');
    expect(items[0]).toHaveTextContent('NGL-001 · NGL-001 Street · expired 20 Nov 2026');
    expect(items[0]).toHaveTextContent('Expired');
    expect(items[2]).toHaveTextContent('expires 1 Dec 2026');
    expect(items[2]).toHaveTextContent('Within 7 days');
    expect(screen.getByTestId('compliance-alerts-count')).toHaveTextContent('4 open');
  });

  it('[CMP-03] shows the most urgent eight and says how many are open in all', async () => {
    const edges = Array.from({ length: 8 }, (_, i) => alert('expiring_30', 'eicr', `2026-12-${10 + i}`));
    renderWith([answer(edges, 12)]);
    expect(await screen.findAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByText('The 8 most urgent of 12 are shown.')).toBeInTheDocument();
  });

  it('[CMP-03] says so when nothing is open', async () => {
    renderWith([answer([])]);
    expect(
      await screen.findByText('No open alerts: no certificate is expired, due within 30 days or missing.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('compliance-alerts-count')).toHaveTextContent('0 open');
  });

  it('[CMP-03] shows a loading state, then an error with a way to try again', async () => {
    renderWith([
      { request: { query: OpenComplianceAlertsDocument, variables: { first: 8 } }, error: new Error('Network down') },
    ]);
    expect(screen.getByLabelText('Loading compliance alerts')).toBeInTheDocument();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Could not load the compliance alerts');
    expect(error).toHaveTextContent('Network down');
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
