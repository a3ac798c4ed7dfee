import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { NotificationBell } from './notification-bell';

describe('NotificationBell', () => {
  it('[NAV-14] renders the bell with its badge hidden', () => {
    render(
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/alerts');
    const badge = screen.getByTestId('notification-badge');
    expect(badge).toHaveAttribute('hidden');
    expect(badge).not.toBeVisible();
  });
});
