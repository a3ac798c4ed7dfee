import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '../../../../test/render-app';
import { UserGuide } from './user-guide';

function renderGuide() {
  return renderApp([{ path: '/help', element: <UserGuide /> }], '/help');
}

describe('UserGuide', () => {
  it('lists every section of the guide with contents links', () => {
    renderGuide();
    expect(screen.getByText('17 sections')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Guide sections' });
    expect(within(contents).getAllByRole('link')).toHaveLength(17);
    expect(screen.getByRole('heading', { level: 2, name: 'Compliance certificates' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The installable app' })).toBeInTheDocument();
  });

  it('filters sections by the words typed and highlights the matches', async () => {
    renderGuide();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search the guide' }), 'Gas Safe');
    expect(await screen.findByText(/sections? match(es)? “Gas Safe”/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Trade management and dispatch' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Dashboard' })).not.toBeInTheDocument();
    const marks = document.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    expect([...marks].every((mark) => /^(gas|safe)$/i.test(mark.textContent ?? ''))).toBe(true);
  });

  it('shows an empty state when nothing matches', async () => {
    renderGuide();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search the guide' }), 'zebra crossing');
    expect(await screen.findByRole('heading', { name: 'No sections match your search' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing in the guide mentions “zebra crossing”/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Guide sections' })).not.toBeInTheDocument();
  });

  it('says honestly which areas are coming soon', () => {
    renderGuide();
    const leases = screen.getByRole('region', { name: 'Leases and rent' });
    expect(leases).toHaveTextContent('Coming soon');
  });

  it('moves to app pages linked from the guide without reloading', async () => {
    const { router } = renderGuide();
    const section = screen.getByRole('region', { name: 'Getting started' });
    const link = document.createElement('a');
    link.href = '/properties';
    link.textContent = 'Properties';
    section.querySelector('div')?.append(link);
    await userEvent.setup().click(link);
    expect(router.state.location.pathname).toBe('/properties');
  });
});
