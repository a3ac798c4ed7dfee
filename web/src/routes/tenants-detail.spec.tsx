import { MockedProvider } from '@apollo/client/testing/react';
import type { MockedResponse } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import { ToastProvider } from '@/components/ui/toast-provider';
import {
  InviteTenantDocument,
  RecordRightToRentCheckDocument,
  TenantDocument,
  TenantHistoryDocument,
} from '@/features/tenants/api/tenants.generated';
import type { TenantQuery } from '@/features/tenants/api/tenants.generated';
import type { Role } from '@/gql/types';
import { londonToday } from '@/lib/london-today';

import { meMock } from '../../test/me-mock';
import { TenantDetailRoute } from './tenants-detail';

const ID = 't2';
type Tenant = NonNullable<TenantQuery['tenant']>;

const JAMES: Tenant = {
  __typename: 'Tenant',
  id: ID,
  firstName: 'James',
  lastName: 'Patel',
  email: 'james.patel@example.com',
  phone: '07700 900202',
  status: 'current',
  dateOfBirth: '1999-09-02',
  emergencyContactName: 'Priya Patel',
  emergencyContactPhone: '0113 496 0520',
  emergencyContactRelationship: 'Sister',
  notes: 'Pays by standing order',
  invitedAt: null,
  portalAccess: 'none',
  rightToRent: {
    __typename: 'RightToRent',
    state: 'expiring',
    alertDate: '2026-11-20',
    latestCheck: { __typename: 'RightToRentCheck', id: 'c1', expiresOn: '2026-12-18' },
  },
  rightToRentChecks: [
    {
      __typename: 'RightToRentCheck',
      id: 'c1',
      checkedOn: '2026-04-20',
      method: 'online_share_code',
      shareCode: 'W4K7PX9QM',
      expiresOn: '2026-12-18',
    },
  ],
};

const tenantMock = (tenant: Tenant | null = JAMES): MockedResponse => ({
  request: { query: TenantDocument, variables: { id: ID } },
  result: { data: { tenant } },
});

const history: MockedResponse = {
  request: { query: TenantHistoryDocument, variables: { id: ID } },
  result: {
    data: {
      tenant: {
        __typename: 'Tenant',
        id: ID,
        history: [
          {
            __typename: 'AuditEntry',
            id: 'h1',
            action: 'created',
            actorName: 'Mo Manager',
            at: '2026-04-20T10:00:00Z',
            data: {},
          },
        ],
      },
    },
  },
};

function renderDetail(role: Role, mocks: MockedResponse[]) {
  return render(
    <MockedProvider mocks={[meMock(role), ...mocks]}>
      <ToastProvider>
        <MemoryRouter initialEntries={[`/tenants/${ID}`]}>
          <Routes>
            <Route path="/tenants/:id" element={<TenantDetailRoute />} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

describe('TenantDetailRoute', () => {
  it('[TEN-01] [TEN-02] [ISO-04] shows the tenant, the expiring Right to Rent with its checks, and the history to staff', async () => {
    renderDetail('manager', [tenantMock(), history]);
    expect(await screen.findByRole('heading', { level: 1, name: 'James Patel' })).toBeInTheDocument();
    // The staff's parts follow the signed-in role, which may answer after the tenant.
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByText('Priya Patel, Sister, 0113 496 0520')).toBeInTheDocument();
    expect(screen.getByText('2 Sept 1999')).toBeInTheDocument();
    expect(screen.getByText('Pays by standing order')).toBeInTheDocument();
    expect(screen.getByText('Right to Rent expiring')).toBeInTheDocument();
    expect(screen.getByText(/Ends 18 Dec 2026: check again/)).toBeInTheDocument();
    const checks = screen.getByRole('list', { name: 'Right to Rent checks' });
    expect(within(checks).getByText('20 Apr 2026: Online share code (W4K7PX9QM)')).toBeInTheDocument();
    expect(await screen.findByText(/added the tenant/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite to portal' })).toBeInTheDocument();
  });

  it('[TEN-02] records a check: the form refuses an expiry before the check, then sends the check', async () => {
    const today = londonToday();
    const recorded = jest.fn(() => ({
      data: {
        recordRightToRentCheck: {
          __typename: 'RightToRentCheck',
          id: 'c2',
          checkedOn: today,
          method: 'idvt',
          shareCode: null,
          expiresOn: null,
        },
      },
    }));
    renderDetail('landlord', [
      tenantMock(),
      history,
      {
        request: {
          query: RecordRightToRentCheckDocument,
          variables: { tenantId: ID, input: { checkedOn: today, method: 'idvt', shareCode: null, expiresOn: null } },
        },
        result: recorded,
      },
      tenantMock(),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record a check' }));
    await user.selectOptions(screen.getByLabelText(/how it was checked/i), 'idvt');
    await user.click(screen.getByLabelText(/time-limited/i));
    await user.type(screen.getByLabelText(/last day of the right/i), '2020-01-01');
    await user.click(screen.getByRole('button', { name: 'Record check' }));
    expect(
      await screen.findByText('Enter the last day of the right as YYYY-MM-DD, after the date of the check'),
    ).toBeInTheDocument();
    expect(recorded).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText(/time-limited/i));
    await user.click(screen.getByRole('button', { name: 'Record check' }));
    expect(await screen.findByText('Right to Rent check recorded')).toBeInTheDocument();
    expect(recorded).toHaveBeenCalledTimes(1);
  });

  it('[TEN-01] invites the tenant to the portal after asking', async () => {
    const invited = jest.fn(() => ({
      data: {
        inviteTenant: { __typename: 'Tenant', id: ID, invitedAt: '2026-11-27T10:00:00Z', portalAccess: 'invited' },
      },
    }));
    renderDetail('manager', [
      tenantMock(),
      history,
      { request: { query: InviteTenantDocument, variables: { id: ID } }, result: invited },
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite to portal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Invite to the portal?' });
    expect(within(dialog).getByText(/works once, within 14 days/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to james.patel@example.com')).toBeInTheDocument();
    expect(invited).toHaveBeenCalledTimes(1);
  });

  it('[ISO-02] the tenant reads their own record: no edit, no invite, no record form, no history', async () => {
    renderDetail('tenant', [tenantMock({ ...JAMES, notes: null, portalAccess: null })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'James Patel' })).toBeInTheDocument();
    expect(screen.getByText('Right to Rent expiring')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /invite/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record a check' })).toBeNull();
    expect(screen.queryByText('History')).toBeNull();
    expect(screen.queryByText('Notes')).toBeNull();
  });

  it('[ISO-02] a tenant the caller may not see reads as not found', async () => {
    renderDetail('owner', [tenantMock(null)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tenant not found' })).toBeInTheDocument();
  });
});
