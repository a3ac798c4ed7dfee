import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { RoiCalculator } from './roi-calculator';

describe('RoiCalculator', () => {
  it('shows an estimate from the starting assumptions, money as £1,250.00', () => {
    render(<RoiCalculator />);
    // 25 x 2 x 12 = 600 h; 10% = 60 h x £20 = £1,200; 10 x 15 x 12 / 60 = 30 h x £20 = £600;
    // 5 days x £1,000 x 12 / 365 = £164.38
    expect(screen.getByTestId('roi-total')).toHaveTextContent('£1,964.38');
    expect(screen.getByText(/10 jobs × 15 minutes × 12 months ÷ 60 = 30 hours/)).toBeInTheDocument();
  });

  it('updates the result as you type', async () => {
    render(<RoiCalculator />);
    const user = userEvent.setup();
    const properties = screen.getByLabelText('Number of properties');
    await user.clear(properties);
    await user.type(properties, '50');
    // admin: 50 x 2 x 12 = 1,200 h; 10% = 120 h x £20 = £2,400; + £600 + £164.38
    expect(screen.getByTestId('roi-total')).toHaveTextContent('£3,164.38');
  });

  it('shows a message under an invalid field and hides the estimate until it is fixed', async () => {
    render(<RoiCalculator />);
    const user = userEvent.setup();
    const rent = screen.getByLabelText('Average monthly rent (£)');
    await user.clear(rent);
    await user.type(rent, 'lots');
    expect(screen.getByText('Enter a number, like 12 or 12.5')).toBeInTheDocument();
    expect(rent).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('roi-total')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Correct the highlighted field to see your estimate.');

    await user.click(screen.getByRole('button', { name: 'Reset to the starting assumptions' }));
    expect(screen.getByTestId('roi-total')).toHaveTextContent('£1,964.38');
  });
});
