import { CombinedGraphQLErrors } from '@apollo/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { setViewportWidth } from '../../../test/viewport';
import { DataTable } from './data-table';
import { dataTableColumns } from './data-table-columns';
import { DataTableToolbar } from './data-table-toolbar';
import type { DataTableConnection, DataTableQuery } from './data-table-types';
import { useListParams } from './use-list-params';

interface Tenant {
  id: string;
  name: string;
  town: string;
  rentPence: number;
}

interface Result {
  tenants: DataTableConnection<Tenant>;
}

const column = dataTableColumns<Tenant>();
const columns = column.columns([
  column.accessor('town', { header: 'Town', meta: { sortKey: 'town' } }),
  column.accessor('name', { header: 'Name', meta: { title: true, sortKey: 'name' } }),
  column.accessor('rentPence', {
    header: 'Rent',
    meta: { align: 'right', hideOnCard: true, sortKey: 'rent' },
    sortDescFirst: true,
  }),
  column.display({ id: 'note', header: () => <span>Note</span>, meta: { label: 'Note' }, cell: () => 'Quiet' }),
]);

const LIST = {
  pageSize: 2,
  search: true,
  filters: { town: ['Leeds', 'York'] },
  sorts: ['name', 'town', 'rent'],
} as const;

const ADA: Tenant = { id: 't1', name: 'Ada Lovelace', town: 'Leeds', rentPence: 95000 };
const ALAN: Tenant = { id: 't2', name: 'Alan Turing', town: 'York', rentPence: 80000 };

function result(tenants: Tenant[], endCursor: string | null = null, totalCount = tenants.length): Result {
  return {
    tenants: {
      edges: tenants.map((node) => ({ node })),
      pageInfo: { hasNextPage: endCursor !== null, endCursor },
      totalCount,
    },
  };
}

function query(overrides: Partial<DataTableQuery<Result>> = {}): DataTableQuery<Result> {
  return { loading: false, refetch: jest.fn(() => Promise.resolve()), ...overrides };
}

function setup(current: DataTableQuery<Result>, path = '/tenants') {
  function Screen() {
    const list = useListParams(LIST);
    return (
      <>
        <DataTableToolbar
          list={list}
          search={{ placeholder: 'Name' }}
          filters={[
            { name: 'town', label: 'Town', allLabel: 'All towns', optionLabels: { Leeds: 'Leeds', York: 'York' } },
          ]}
        />
        <DataTable
          label="Tenants"
          columns={columns}
          list={list}
          query={current}
          connection={(data) => data.tenants}
          rowLink={{ href: (tenant) => `/tenants/${tenant.id}` }}
          empty={{ title: 'No tenants yet', description: 'Tenants you add appear here.' }}
        />
      </>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/tenants', element: <Screen /> },
      { path: '/tenants/:id', element: <h1>Tenant page</h1> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('DataTable', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows skeleton rows under the real headers while the first page loads', () => {
    setup(query({ loading: true }));
    const table = screen.getByRole('table', { name: 'Tenants' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('renders accessible table markup: a caption, the title as row header and real row links', async () => {
    const user = userEvent.setup();
    const router = setup(query({ data: result([ADA, ALAN]) }));
    const table = screen.getByRole('table', { name: 'Tenants' });
    expect(table.querySelector('caption')).toHaveTextContent('Tenants');
    const [, first] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: 'Leeds' })).toBeInTheDocument();
    expect(within(first!).getByRole('cell', { name: '95000' })).toHaveClass('text-right');

    // Keyboard reachable: Tab gets there past the toolbar, the scrollable region and the sort buttons.
    const link = screen.getByRole('link', { name: 'Ada Lovelace' });
    for (let stop = 0; stop < 10 && document.activeElement !== link; stop += 1) await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/tenants/t1');
  });

  it('[ISO-03] sorts through header buttons with aria-sort, the server sort key in the URL', async () => {
    const user = userEvent.setup();
    const router = setup(query({ data: result([ADA, ALAN]) }), '/tenants?after=c1');
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    expect(nameHeader).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Note' })).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(nameHeader).getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('?sort=name');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('?sort=-name');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');

    // An amount sorts largest first.
    await user.click(screen.getByRole('button', { name: 'Rent' }));
    expect(router.state.location.search).toBe('?sort=-rent');
  });

  it('[ISO-03] below 768 px shows cards: title first, then label and value, with a sort select', async () => {
    setViewportWidth(360);
    const user = userEvent.setup();
    const router = setup(query({ data: result([ADA, ALAN]) }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Tenants' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = cards[0]!;
    expect(card.firstElementChild).toHaveTextContent('Ada Lovelace');
    expect(within(card).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/tenants/t1');
    expect([...card.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Town', 'Note']);
    expect(within(card).getByText('Quiet')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Town, descending');
    expect(router.state.location.search).toBe('?sort=-town');
  });

  it('keeps the current page on screen, dimmed and busy, while the next one loads', () => {
    setup(query({ loading: true, previousData: result([ADA, ALAN], 'c1', 3) }));
    const table = screen.getByRole('table', { name: 'Tenants' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('[ISO-03] pages with Next and Previous through the URL', async () => {
    const user = userEvent.setup();
    const router = setup(query({ data: result([ADA, ALAN], 'c1', 3) }), '/tenants?town=Leeds');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByText('Showing 1–2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?town=Leeds&after=c1');
    // The stand-in query answers the same rows for every page: the count follows the page's offset.
    expect(screen.getByText('Showing 3–4 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?town=Leeds');
  });

  it('[ISO-03] offers the first page when a bookmarked page does not know what came before', async () => {
    const user = userEvent.setup();
    const router = setup(query({ data: result([ALAN], null, 3) }), '/tenants?after=c1');
    expect(screen.getByText('Showing 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(router.state.location.search).toBe('');
  });

  it('says so when the list is empty', () => {
    setup(query({ data: result([]) }));
    expect(screen.getByRole('heading', { name: 'No tenants yet' })).toBeInTheDocument();
    expect(screen.getByText('Tenants you add appear here.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('[ISO-03] words the empty state for a search or filter and clears them', async () => {
    const user = userEvent.setup();
    const router = setup(query({ data: result([]) }), '/tenants?q=zed&town=York&sort=name');
    expect(screen.getByRole('heading', { name: 'No matching tenants' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?sort=name');
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByLabelText('Town')).toHaveValue('');
  });

  it('shows the error state, whose retry refetches', async () => {
    const user = userEvent.setup();
    const failed = query({ error: new Error('Network down') });
    setup(failed);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load tenants');
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('[ISO-03] tells a caller without permission so, without a retry', () => {
    const forbidden = new CombinedGraphQLErrors({
      errors: [{ message: 'You do not have permission to do this', extensions: { code: 'FORBIDDEN' } }],
    });
    setup(query({ error: forbidden }));
    expect(screen.getByRole('heading', { name: 'You do not have access to tenants' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('labels the toolbar controls and makes them 44 px touch targets', () => {
    setup(query({ data: result([ADA]) }));
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveClass('min-h-11');
    expect(screen.getByRole('combobox', { name: 'Town' })).toHaveClass('min-h-11');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveClass('min-h-11');
  });
});
