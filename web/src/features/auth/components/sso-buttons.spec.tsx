import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';

import { installFakeFetch } from '../../../../test/fake-fetch';
import { createQueryClient } from '@/lib/query-client';

import { SsoButtons } from './sso-buttons';

const PROVIDERS = 'GET /api/auth/oidc/providers';

function renderButtons(returnUrl = '/dashboard') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <p>form</p>
      <SsoButtons returnUrl={returnUrl} />
    </QueryClientProvider>,
  );
}

describe('SsoButtons', () => {
  it("shows 'Continue with {label}' per provider under an 'or' divider, as plain links to the bff's start", async () => {
    const fake = installFakeFetch({
      [PROVIDERS]: {
        body: {
          success: true,
          data: [
            { name: 'google', label: 'Google' },
            { name: 'testidp', label: 'Test IdP' },
          ],
        },
      },
    });
    renderButtons('/properties?sort=postcode');

    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    const testIdp = screen.getByRole('link', { name: 'Continue with Test IdP' });
    expect(google).toHaveAttribute('href', '/api/auth/oidc/google/start?returnUrl=%2Fproperties%3Fsort%3Dpostcode');
    expect(testIdp).toHaveAttribute('href', '/api/auth/oidc/testidp/start?returnUrl=%2Fproperties%3Fsort%3Dpostcode');
    expect(screen.getByRole('separator', { name: 'or' })).toHaveTextContent('or');
    // The list is public: asked without a bearer token, once.
    expect(fake.callsTo('GET', '/api/auth/oidc/providers')).toHaveLength(1);
    expect(fake.calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('renders nothing when no provider is configured (the bff answers 404)', async () => {
    const fake = installFakeFetch({});
    const { container } = renderButtons();
    await waitFor(() => expect(fake.callsTo('GET', '/api/auth/oidc/providers')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toHaveTextContent(/^form$/);
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
  });

  it('renders nothing for an empty list', async () => {
    const fake = installFakeFetch({ [PROVIDERS]: { body: { success: true, data: [] } } });
    const { container } = renderButtons();
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toHaveTextContent(/^form$/);
  });

  it('renders nothing when the list cannot be read, and skips malformed entries otherwise', async () => {
    installFakeFetch({ [PROVIDERS]: { body: 'not json' } });
    const first = renderButtons();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(first.container).toHaveTextContent(/^form$/);
    first.unmount();

    installFakeFetch({
      [PROVIDERS]: { body: { success: true, data: [{ name: 'ok', label: 'Okta' }, { name: '' }, null, 'x'] } },
    });
    renderButtons();
    await screen.findByRole('link', { name: 'Continue with Okta' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
