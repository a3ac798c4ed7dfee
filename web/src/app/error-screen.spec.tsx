import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { loadPage, reloadPage } from '@/lib/page-location';

import { ErrorScreen } from './error-screen';

jest.mock('@/lib/page-location', () => ({ reloadPage: jest.fn(), loadPage: jest.fn() }));

describe('ErrorScreen', () => {
  afterEach(() => jest.clearAllMocks());

  it("[NAV-19] says 'Something went wrong' and offers Try Again and Go to Home", () => {
    render(<ErrorScreen />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
  });

  it("[NAV-19] 'Try Again' reloads the page", async () => {
    render(<ErrorScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("[NAV-19] 'Go to Home' goes to /", async () => {
    render(<ErrorScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to Home' }));
    expect(loadPage).toHaveBeenCalledWith('/');
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
