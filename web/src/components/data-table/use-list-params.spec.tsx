import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { SEARCH_DEBOUNCE_MS } from '@/lib/use-debounced-value';

import { useListParams } from './use-list-params';
import type { ListParams } from './use-list-params';

const OPTIONS = {
  pageSize: 10,
  search: true,
  filters: { status: ['new', 'closed'], source: ['web', 'bot'] },
  sorts: ['name', 'submittedAt'],
} as const;

type Params = ListParams<(typeof OPTIONS)['filters'], 'name' | 'submittedAt', true>;

function setup(path = '/inbox') {
  const current: { list: Params | null } = { list: null };
  function Probe() {
    const list = useListParams(OPTIONS);
    current.list = list;
    return <p>{list.search}</p>;
  }
  const router = createMemoryRouter([{ path: '/inbox', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const list = () => {
    if (!current.list) throw new Error('not rendered');
    return current.list;
  };
  const search = () => router.state.location.search;
  return { router, list, search };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('useListParams', () => {
  it('[ISO-03] reads search, filters, sort and page from the URL, ignoring what it does not know', () => {
    const { list, search } = setup('/inbox?q=%20leeds%20&status=closed&source=fax&sort=-submittedAt&after=c2&x=1');
    expect(list().q).toBe('leeds');
    expect(list().search).toBe('leeds');
    expect(list().filters).toEqual({ status: 'closed', source: null });
    expect(list().sort).toEqual({ key: 'submittedAt', desc: true });
    expect(list().page.after).toBe('c2');
    expect(list().isFiltered).toBe(true);
    expect(list().variables).toEqual({
      first: 10,
      after: 'c2',
      q: 'leeds',
      status: 'closed',
      source: null,
      sort: '-submittedAt',
    });
    // Reading writes nothing back.
    expect(search()).toBe('?q=%20leeds%20&status=closed&source=fax&sort=-submittedAt&after=c2&x=1');
  });

  it('gives the first page without an `after` and ignores an unknown sort', () => {
    const { list } = setup('/inbox?sort=colour');
    expect(list().sort).toBeNull();
    expect(list().variables).toEqual({ first: 10, q: null, status: null, source: null, sort: null });
    expect(list().isFiltered).toBe(false);
    expect(list().page).toMatchObject({ after: null, offset: 0, hasPrevious: false });
  });

  it('[ISO-03] a filter change goes to the URL as a new history entry and back to the first page', async () => {
    const { router, list, search } = setup('/inbox?after=c2&x=1');
    act(() => list().setFilter('status', 'new'));
    expect(search()).toBe('?x=1&status=new');
    expect(router.state.historyAction).toBe('PUSH');
    act(() => list().setFilter('status', 'spam'));
    act(() => list().setFilter('colour', 'blue'));
    expect(search()).toBe('?x=1&status=new');
    act(() => list().setFilter('status', null));
    expect(search()).toBe('?x=1');
    await act(() => router.navigate(-1));
    expect(list().filters.status).toBe('new');
  });

  it('[ISO-03] writes the sort as `sort=key` or `sort=-key`, back on the first page', () => {
    const { list, search } = setup('/inbox?after=c2');
    act(() => list().setSort({ key: 'name', desc: false }));
    expect(search()).toBe('?sort=name');
    act(() => list().setSort({ key: 'submittedAt', desc: true }));
    expect(search()).toBe('?sort=-submittedAt');
    act(() => list().setSort({ key: 'colour', desc: true }));
    expect(search()).toBe('');
  });

  it('[ISO-03] puts the search in the URL once typing pauses, replacing the entry, and follows Back', async () => {
    jest.useFakeTimers();
    const { router, list, search } = setup('/inbox?after=c2');
    act(() => list().setSearch('ow'));
    act(() => list().setSearch('owen '));
    expect(list().search).toBe('owen ');
    expect(screen.getByText('owen')).toBeInTheDocument();
    expect(search()).toBe('?after=c2');

    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(search()).toBe('?q=owen');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(list().variables).toMatchObject({ q: 'owen' });
    expect(list().variables).not.toHaveProperty('after');
    // The text keeps its trailing space: the box is never rewritten under the typist.
    expect(list().search).toBe('owen ');

    act(() => list().setFilter('status', 'new'));
    act(() => list().setSearch('owen price'));
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(search()).toBe('?q=owen+price&status=new');

    await act(() => router.navigate(-1));
    expect(search()).toBe('?q=owen');
    expect(list().search).toBe('owen');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(search()).toBe('?q=owen');
  });

  it('[ISO-03] a filter or sort chosen before typing pauses takes the typed search with it, in one URL change', () => {
    jest.useFakeTimers();
    const { list, search } = setup('/inbox?q=zzz');
    act(() => list().setSearch(''));
    act(() => list().setFilter('status', 'closed'));
    expect(search()).toBe('?status=closed');
    expect(list().variables).toMatchObject({ q: null, status: 'closed' });

    act(() => list().setSearch('  owen'));
    act(() => list().setSort({ key: 'name', desc: true }));
    expect(search()).toBe('?status=closed&sort=-name&q=owen');
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(search()).toBe('?status=closed&sort=-name&q=owen');
    expect(list().search).toBe('  owen');
  });

  it('[ISO-03] two changes in a row, before React renders the first, both reach the URL', () => {
    const { list, search } = setup('/inbox?q=owen');
    const before = list();
    act(() => {
      before.clearFilters();
      before.setFilter('status', 'new');
      before.setSort({ key: 'name', desc: false });
    });
    expect(search()).toBe('?status=new&sort=name');
  });

  it('[ISO-03] pages forward and back, and Previous survives Back and Forward', async () => {
    const { router, list, search } = setup('/inbox?status=new');
    act(() => list().page.next('c1'));
    expect(search()).toBe('?status=new&after=c1');
    expect(list().page).toMatchObject({ after: 'c1', offset: 10, hasPrevious: true });
    act(() => list().page.next('c2'));
    expect(list().page).toMatchObject({ after: 'c2', offset: 20, hasPrevious: true });

    await act(() => router.navigate(-1));
    expect(list().page).toMatchObject({ after: 'c1', offset: 10, hasPrevious: true });
    await act(() => router.navigate(1));
    expect(list().page).toMatchObject({ after: 'c2', offset: 20 });

    act(() => list().page.previous());
    expect(search()).toBe('?status=new&after=c1');
    act(() => list().page.previous());
    expect(search()).toBe('?status=new');
    expect(list().page).toMatchObject({ after: null, offset: 0, hasPrevious: false });
  });

  it('[ISO-03] opens a bookmarked page with its place unknown and a way back to the first page', () => {
    const { list, search } = setup('/inbox?after=c7&status=new');
    expect(list().page).toMatchObject({ after: 'c7', offset: null, hasPrevious: false });
    act(() => list().page.next('c8'));
    // Previous from the next page returns to the bookmarked one, whose place is still unknown.
    expect(list().page).toMatchObject({ after: 'c8', offset: null, hasPrevious: true });
    act(() => list().page.previous());
    expect(list().page).toMatchObject({ after: 'c7', offset: null, hasPrevious: false });
    act(() => list().page.first());
    expect(search()).toBe('?status=new');
  });

  it('clears the search and the filters, keeping the sort', () => {
    const { list, search } = setup('/inbox?q=owen&status=new&sort=name&after=c1');
    act(() => list().clearFilters());
    expect(search()).toBe('?sort=name');
    expect(list().search).toBe('');
    expect(list().isFiltered).toBe(false);
  });

  it('declares only the variables the list has', () => {
    function Bare() {
      const list = useListParams({ pageSize: 5 });
      return <p>{JSON.stringify(list.variables)}</p>;
    }
    const router = createMemoryRouter([{ path: '/', element: <Bare /> }], { initialEntries: ['/?q=x&sort=name'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByText('{"first":5}')).toBeInTheDocument();
  });
});
