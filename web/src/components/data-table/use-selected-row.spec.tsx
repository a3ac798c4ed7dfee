import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';

import { useSelectedRow } from './use-selected-row';

function Screen() {
  const { selectedId, href, close, select } = useSelectedRow('report');
  return (
    <>
      <Link to={href('r1')}>Open r1</Link>
      <p>Open: {selectedId ?? 'none'}</p>
      <button type="button" onClick={close}>
        Close
      </button>
      <button type="button" onClick={() => select('r2')}>
        Show r2
      </button>
      <button type="button" onClick={() => select('r3', { replace: true })}>
        Replace with r3
      </button>
    </>
  );
}

function setup(path: string) {
  const router = createMemoryRouter([{ path: '/reports', element: <Screen /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('useSelectedRow', () => {
  it('opens and closes a row in the URL, keeping the other parameters and the history state', async () => {
    const user = userEvent.setup();
    const router = setup('/reports?status=new&after=c1');
    expect(screen.getByText('Open: none')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open r1' })).toHaveAttribute(
      'href',
      '/reports?status=new&after=c1&report=r1',
    );
    await act(() => router.navigate('/reports?status=new&after=c1&report=r1', { state: { listCursors: [null] } }));
    expect(screen.getByText('Open: r1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Open: none')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=new&after=c1');
    expect(router.state.location.state).toEqual({ listCursors: [null] });
  });

  it('opens a row from code, in a new history entry or in place of the current one', async () => {
    const user = userEvent.setup();
    const router = setup('/reports?status=new');
    await user.click(screen.getByRole('button', { name: 'Show r2' }));
    expect(screen.getByText('Open: r2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=new&report=r2');
    expect(router.state.historyAction).toBe('PUSH');

    await user.click(screen.getByRole('button', { name: 'Replace with r3' }));
    expect(router.state.location.search).toBe('?status=new&report=r3');
    expect(router.state.historyAction).toBe('REPLACE');
    const key = router.state.location.key;
    await user.click(screen.getByRole('button', { name: 'Replace with r3' }));
    expect(router.state.location.key).toBe(key);

    await act(() => router.navigate(-1));
    expect(screen.getByText('Open: none')).toBeInTheDocument();
  });

  it('reads an empty parameter as nothing open', () => {
    setup('/reports?report=');
    expect(screen.getByText('Open: none')).toBeInTheDocument();
  });
});
