import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { FactorPage } from './factor-page';

function renderPage(scope: 'company' | 'owner' | 'tenant' | 'trade' | undefined, loading = false) {
  render(
    <MemoryRouter>
      <FactorPage
        title="Building Manager"
        intro="Factors"
        scope={scope}
        loading={loading}
        error={undefined}
        retry={jest.fn()}
      >
        <p>The factor list</p>
      </FactorPage>
    </MemoryRouter>,
  );
}

describe('FactorPage', () => {
  it('[BF-01] shows the screen to the agency staff', () => {
    renderPage('company');
    expect(screen.getByRole('heading', { name: 'Building Manager' })).toBeInTheDocument();
    expect(screen.getByText('The factor list')).toBeInTheDocument();
  });

  it.each(['owner', 'tenant', 'trade'] as const)(
    '[BF-01] [ISO-07] explains to a %s that building factors are the agency’s, without the screen',
    (scope) => {
      renderPage(scope);
      expect(screen.getByText('Building factors are managed by your letting agent')).toBeInTheDocument();
      expect(screen.queryByText('The factor list')).toBeNull();
      expect(screen.getByRole('link', { name: 'your dashboard' })).toHaveAttribute('href', '/dashboard');
    },
  );

  it('[ISO-03] shows a placeholder while the role loads', () => {
    renderPage(undefined, true);
    expect(screen.queryByText('The factor list')).toBeNull();
    expect(screen.queryByText(/managed by your letting agent/)).toBeNull();
  });
});
