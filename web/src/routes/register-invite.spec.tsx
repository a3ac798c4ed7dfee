import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { installFakeFetch } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { resetToasts } from '@/components/ui/toast-context';

import { TenantRegisterRoute } from './register-invite';

const HASH = 'demo-tenant-invitation-0001';
const INVITATION_URL = `GET /api/register/invitations/${HASH}`;
const invitation = {
  companyName: 'Acme Lettings',
  email: 'tenant@example.com',
  role: 'tenant',
  expiresAt: '2030-01-01',
};

function renderInvite() {
  return renderApp([{ path: '/register/:hash', element: <TenantRegisterRoute /> }], `/register/${HASH}`);
}

beforeEach(() => {
  localStorage.clear();
  act(() => resetToasts());
});

describe('TenantRegisterRoute', () => {
  it('shows the invitation company and email read-only, without asking for a login', async () => {
    const log = jest.spyOn(console, 'error');
    const fake = installFakeFetch({ [INVITATION_URL]: { body: { success: true, data: invitation } } });
    renderInvite();
    expect(await screen.findByDisplayValue('Acme Lettings')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveValue('tenant@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(fake.calls[0]?.headers.Authorization).toBeUndefined();
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('[CALL-09] [ERR-03] posts {invitationHash, firstName, lastName, password} and goes to /login', async () => {
    const fake = installFakeFetch({
      [INVITATION_URL]: { body: { success: true, data: invitation } },
      'POST /api/register': { status: 201, body: { success: true, data: { user: {} } } },
    });
    const { router } = renderInvite();
    await screen.findByDisplayValue('Acme Lettings');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Tia');
    await user.type(screen.getByLabelText('Last name'), 'Tenant');
    await user.type(screen.getByLabelText('Password'), 'a-long-pass-1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(fake.callsTo('POST', '/api/register')[0]?.body).toEqual({
      invitationHash: HASH,
      firstName: 'Tia',
      lastName: 'Tenant',
      password: 'a-long-pass-1',
    });
  });

  it.each([
    [410, 'INVITATION_EXPIRED', 'This invitation has expired'],
    [409, 'INVITATION_USED', 'This invitation has already been used'],
    [404, 'INVITATION_NOT_FOUND', 'This invitation is not valid'],
  ])('a %s %s invitation shows a clear message and no form', async (status, code, title) => {
    installFakeFetch({
      [INVITATION_URL]: { status, body: { success: false, statusCode: status, code, message: 'x' } },
    });
    renderInvite();
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });
});
