import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'react-router-dom';
import { useLastPageFallback, useListQuery, type ListQuery } from './list-query';

let query: ListQuery;
let navigate: NavigateFunction;

function Probe({ lastPage }: { lastPage?: number }) {
  query = useListQuery();
  navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigationType();
  useLastPageFallback(lastPage !== undefined, query.page, lastPage ?? 1, (p) => query.setPage(p, { replace: true }));
  return (
    <p data-testid="where" data-navigation={navigation}>
      {location.search}
    </p>
  );
}

function renderAt(url: string, lastPage?: number) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Probe lastPage={lastPage} />
    </MemoryRouter>,
  );
}

const search = () => screen.getByTestId('where').textContent;
const navigation = () => screen.getByTestId('where').dataset.navigation;

describe('useListQuery', () => {
  it('reads the sort of ?sort=&order= and writes it back from page 1', () => {
    renderAt('/list?page=3&sort=name&order=desc');
    expect(query.sort).toEqual({ id: 'name', desc: true });
    act(() => query.setSort({ id: 'createdAt', desc: false }));
    expect(search()).toBe('?sort=createdAt&order=asc');
    act(() => query.setSort(null));
    expect(search()).toBe('');
    expect(query.sort).toBeNull();
  });

  it('ignores a malformed sort', () => {
    renderAt('/list?sort=%3Cscript%3E');
    expect(query.sort).toBeNull();
  });

  it.each([
    ['?page=3', 3],
    ['', 1],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=2.5', 1],
    ['?page=abc', 1],
    ['?page=100000', 100_000],
    ['?page=100001', 1],
  ])('reads %s as page %i', (url, page) => {
    renderAt(`/list${url}`);
    expect(query.page).toBe(page);
  });

  it('sets non-empty values, drops empty ones and keeps the other keys', () => {
    renderAt('/list?name=abc&status=Open&page=4');
    act(() => query.setQuery({ status: undefined, name: 'xyz', page: '' }));
    expect(search()).toBe('?name=xyz');
    expect(navigation()).toBe('PUSH');
    act(() => query.setQuery({ name: 'xy' }, { replace: true }));
    expect(search()).toBe('?name=xy');
    expect(navigation()).toBe('REPLACE');
  });

  it('goes to a page, page 1 without ?page=', () => {
    renderAt('/list?status=2');
    act(() => query.setPage(3));
    expect(search()).toBe('?status=2&page=3');
    act(() => query.setPage(1));
    expect(search()).toBe('?status=2');
  });

  it('keeps a change made before the page shows the one asked for just before it', () => {
    renderAt('/list?sort=name&order=asc');
    // One render's setQuery called twice: the typed search on its way, then a filter picked before it lands.
    act(() => {
      query.setQuery({ search: 'Lee', page: undefined }, { replace: true });
      query.setQuery({ billing: 'no', page: undefined });
    });
    expect(search()).toBe('?sort=name&order=asc&search=Lee&billing=no');
  });

  it('builds on the URL reached by back, not on the query left behind', () => {
    renderAt('/list?status=Open');
    act(() => query.setQuery({ name: 'abc' }));
    expect(search()).toBe('?status=Open&name=abc');
    act(() => navigate(-1));
    expect(search()).toBe('?status=Open');
    act(() => query.setPage(2));
    expect(search()).toBe('?status=Open&page=2');
  });
});

describe('useLastPageFallback', () => {
  it('moves a page past the end to the last page once loaded', () => {
    renderAt('/list?page=9', 2);
    expect(search()).toBe('?page=2');
    expect(navigation()).toBe('REPLACE');
  });

  it('waits for the list, and leaves a page in range alone', () => {
    const { unmount } = renderAt('/list?page=9');
    expect(search()).toBe('?page=9');
    unmount();
    renderAt('/list?page=2', 2);
    expect(search()).toBe('?page=2');
    expect(navigation()).toBe('POP');
  });
});
