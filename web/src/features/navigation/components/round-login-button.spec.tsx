import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { RoundLoginButton } from './round-login-button';

describe('RoundLoginButton', () => {
  it('[NAV-12] is a round Login link fixed at the bottom right', () => {
    render(
      <MemoryRouter>
        <RoundLoginButton />
      </MemoryRouter>,
    );
    const button = screen.getByRole('link', { name: 'Login' });
    expect(button).toHaveAttribute('href', '/login');
    expect(button).toHaveClass('fixed', 'right-4', 'rounded-full');
    expect(button.className).toMatch(/\bbottom-/);
  });
});
