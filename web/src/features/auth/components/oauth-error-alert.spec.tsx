import { render, screen } from '@testing-library/react';

import { OAuthErrorAlert } from './oauth-error-alert';

describe('OAuthErrorAlert', () => {
  it.each([
    [
      'no_account',
      'No account uses the e-mail address of that sign-in. Ask your agency to invite you, or sign in with your password.',
    ],
    ['invalid_state', 'That sign-in expired or was started in another tab. Please try again.'],
    ['access_denied', 'The sign-in was cancelled at the provider. Try again, or sign in with your password.'],
    ['provider_error', 'The sign-in provider reported a problem. Try again, or sign in with your password.'],
    [
      'provider_unavailable',
      'The sign-in provider could not be reached. Try again in a moment, or sign in with your password.',
    ],
    ['rate_limited', 'Too many sign-in attempts. Wait a few minutes, then try again.'],
    ['server_error', 'Something went wrong while signing you in. Please try again.'],
  ])('explains oauthError=%s in words', (code, message) => {
    render(<OAuthErrorAlert code={code} />);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('has a general message for a code it does not know, never the raw code', () => {
    render(<OAuthErrorAlert code="constructor" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Signing in with that provider failed. Try again, or sign in with your password.',
    );
  });

  it('shows nothing without a code', () => {
    const { container, rerender } = render(<OAuthErrorAlert code={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<OAuthErrorAlert code="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
