import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { clearAuthStorage, saveAuthData } from '@/lib/auth-storage';

import { demoUser, fakeJwt, installFakeFetch } from '../../../../test/fake-fetch';
import {
  ComplianceCertificateDocument,
  MarkComplianceExemptDocument,
  PropertyComplianceDocument,
  RecordComplianceItemDocument,
} from '../api/property-compliance.generated';
import type { PropertyComplianceDetailFragment } from '../api/property-compliance.generated';
import { PropertyComplianceTab } from './property-compliance';

const ID = '7b0f7c2e-0000-4000-8000-000000000001';
type Item = PropertyComplianceDetailFragment['items'][number];

function item(overrides: Partial<Item>): Item {
  return {
    __typename: 'ComplianceItem',
    type: 'gas_safety',
    needed: true,
    status: 'missing',
    expiresOn: null,
    problem: null,
    basis: 'Gas Safety (Installation and Use) Regulations 1998, reg. 36',
    recordId: null,
    issuedOn: null,
    reference: null,
    documentId: null,
    exemptReason: null,
    exemptNote: null,
    recordedAt: null,
    ...overrides,
  };
}

function compliance(items: Item[]): PropertyComplianceDetailFragment {
  const needed = items.filter((entry) => entry.needed);
  const count = (status: Item['status']) => needed.filter((entry) => entry.status === status).length;
  return {
    __typename: 'PropertyCompliance',
    propertyId: ID,
    asOf: '2026-11-26',
    summary: {
      __typename: 'ComplianceSummary',
      worst: 'missing',
      counts: {
        __typename: 'ComplianceCounts',
        valid: count('valid'),
        expiring: count('expiring'),
        expired: count('expired'),
        missing: count('missing'),
        exempt: count('exempt'),
      },
    },
    items,
  };
}

const before = compliance([
  item({}),
  item({ type: 'eicr', status: 'expiring', issuedOn: '2021-12-20', expiresOn: '2026-12-20', recordId: 'r1' }),
  item({ type: 'epc', status: 'valid', issuedOn: '2020-01-10', expiresOn: '2030-01-10', recordId: 'r2' }),
]);

const read = (data: PropertyComplianceDetailFragment): MockedResponse => ({
  request: { query: PropertyComplianceDocument, variables: { id: ID } },
  result: { data: { property: { __typename: 'Property', id: ID, compliance: data } } },
});

function renderTab(mocks: MockedResponse[], canEdit = true) {
  render(
    <MockedProvider mocks={mocks}>
      <PropertyComplianceTab propertyId={ID} canEdit={canEdit} />
    </MockedProvider>,
  );
}

describe('PropertyComplianceTab', () => {
  it('[CMP-01] lists each needed item with its state and dates, and counts them', async () => {
    renderTab([read(before)]);
    expect(
      await screen.findByText('1 of 3 needed items in order, 1 expiring within 30 days, 1 missing. As of 26 Nov 2026.'),
    ).toBeInTheDocument();
    const eicr = screen.getByRole('heading', { name: /EICR/ }).closest('div')!.parentElement!;
    expect(within(eicr).getByText('Expiring')).toBeInTheDocument();
    expect(within(eicr).getByText('20 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('Missing')).toBeInTheDocument();
  });

  it('[CMP-01] records a certificate, refusing an expiry before the issue date, and shows the new state', async () => {
    const user = userEvent.setup();
    const after = compliance([
      item({ status: 'valid', issuedOn: '2026-11-20', expiresOn: '2027-11-20', recordId: 'r3', reference: 'GS-1' }),
      ...before.items.slice(1),
    ]);
    renderTab([
      read(before),
      {
        request: {
          query: RecordComplianceItemDocument,
          variables: {
            input: {
              propertyId: ID,
              type: 'gas_safety',
              issuedOn: '2026-11-20',
              expiresOn: null,
              reference: 'GS-1',
              documentId: null,
            },
          },
        },
        result: { data: { recordComplianceItem: after } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Record Gas safety record' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Issued on/), '2026-11-20');
    await user.type(within(dialog).getByLabelText(/Expires on/), '2026-11-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The expiry date must be after the date it was issued')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Expires on/));
    await user.type(within(dialog).getByLabelText(/Certificate or licence number/), 'GS-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('GS-1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      screen.getByText('2 of 3 needed items in order, 1 expiring within 30 days. As of 26 Nov 2026.'),
    ).toBeInTheDocument();
  });

  it('[CMP-01] marks an item exempt with a reason the item offers; Other needs a note', async () => {
    const user = userEvent.setup();
    const after = compliance([
      item({ status: 'exempt', exemptReason: 'no_gas_supply', recordId: 'r4' }),
      ...before.items.slice(1),
    ]);
    renderTab([
      read(before),
      {
        request: {
          query: MarkComplianceExemptDocument,
          variables: {
            input: { propertyId: ID, type: 'gas_safety', reason: 'no_gas_supply', note: null, expiresOn: null },
          },
        },
        result: { data: { markComplianceExempt: after } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Mark Gas safety record exempt' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText(/Reason/);
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a reason', 'No gas supply', 'Lease of 7 years or more', 'Other (say why)']);
    await user.selectOptions(reason, 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Mark exempt' }));
    expect(await within(dialog).findByText('Say why the property does not need it')).toBeInTheDocument();

    await user.selectOptions(reason, 'no_gas_supply');
    await user.click(within(dialog).getByRole('button', { name: 'Mark exempt' }));
    expect(await screen.findByText('Exempt')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('No gas supply')).toBeInTheDocument();
  });

  it('[ISO-02] offers no actions to someone who may only read', async () => {
    renderTab([read(before)], false);
    expect(await screen.findByText('Missing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Record|exempt/ })).not.toBeInTheDocument();
  });

  it('[CMP-01] [DOC-01] records a certificate with its file: the file is uploaded as a certificate document of the property first, then linked', async () => {
    saveAuthData({ token: fakeJwt(), refreshToken: 'r1', expiresAt: Date.now() + 3_600_000, user: demoUser });
    const fake = installFakeFetch({
      'POST /api/documents': { status: 201, body: { success: true, data: { id: 'd9', version: 1 } } },
    });
    const user = userEvent.setup();
    const after = compliance([
      item({ status: 'valid', issuedOn: '2026-11-20', expiresOn: '2027-11-20', recordId: 'r3', documentId: 'd9' }),
      ...before.items.slice(1),
    ]);
    renderTab([
      read(before),
      {
        request: {
          query: RecordComplianceItemDocument,
          variables: {
            input: {
              propertyId: ID,
              type: 'gas_safety',
              issuedOn: '2026-11-20',
              expiresOn: null,
              reference: null,
              documentId: 'd9',
            },
          },
        },
        result: { data: { recordComplianceItem: after } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Record Gas safety record' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Issued on/), '2026-11-20');
    await user.upload(
      within(dialog).getByLabelText(/Certificate file/),
      new File(['%PDF-1.4'], 'gas.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('button', { name: 'Download certificate for Gas safety record' }),
    ).toBeInTheDocument();
    const sent = fake.callsTo('POST', '/api/documents')[0]!.body as FormData;
    expect([sent.get('parentType'), sent.get('parentId'), sent.get('category'), sent.get('visibility')]).toEqual([
      'property',
      ID,
      'certificate',
      'owner,tenant',
    ]);
    expect(sent.get('title')).toBe('Gas safety record, issued 2026-11-20');
    clearAuthStorage();
  });

  it('[CMP-01] [DOC-02] says so when the certificate file is not shared with the reader', async () => {
    const user = userEvent.setup();
    renderTab(
      [
        read(compliance([item({ status: 'valid', issuedOn: '2026-11-20', recordId: 'r3', documentId: 'd9' })])),
        {
          request: { query: ComplianceCertificateDocument, variables: { id: 'd9' } },
          result: { data: { document: null } },
        },
      ],
      false,
    );
    await user.click(await screen.findByRole('button', { name: 'Download certificate for Gas safety record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The certificate file is not shared with you.');
  });
});
