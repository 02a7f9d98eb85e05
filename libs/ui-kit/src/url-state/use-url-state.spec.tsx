import { ALL, integer, searchText, text } from '@trophy-room/routes';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useUrlState } from './use-url-state';

const schema = { q: searchText(), sport: text(ALL), page: integer(1) };

function Filters() {
  const [state, set] = useUrlState(schema);
  return (
    <form>
      <label>
        Search
        <input type="search" value={state.q} onChange={(e) => set({ q: e.target.value, page: 1 })} />
      </label>
      <label>
        Sport
        <select value={state.sport} onChange={(e) => set({ sport: e.target.value, page: 1 })}>
          <option value={ALL}>All Sports</option>
          <option value="football">Football</option>
          <option value="hockey">Hockey</option>
        </select>
      </label>
      <button type="button" onClick={() => set({ page: state.page + 1 })}>
        Next page
      </button>
      <button
        type="button"
        onClick={() => {
          set({ q: 'bowl', page: 1 });
          set({ sport: 'hockey', page: 1 });
        }}
      >
        Two changes
      </button>
      <output>page {state.page}</output>
    </form>
  );
}

function setup(url = '/list') {
  const router = createMemoryRouter([{ path: '/list', element: <Filters /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const search = () => router.state.location.search;
  return { router, search, user: userEvent.setup() };
}

describe('useUrlState', () => {
  it('opens a copied URL on the same view', () => {
    setup('/list?q=bowl&sport=hockey&page=3');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bowl');
    expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveValue('hockey');
    expect(screen.getByRole('status')).toHaveTextContent('page 3');
  });

  it('keeps both of two changes made before the page renders again', async () => {
    const { search, user } = setup('/list?page=2');
    await user.click(screen.getByRole('button', { name: 'Two changes' }));
    expect(search()).toBe('?q=bowl&sport=hockey');
  });

  it('writes changes to the URL and leaves defaults out', async () => {
    const { search, user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'hockey');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(search()).toBe('?sport=hockey&page=2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), ALL);
    expect(search()).toBe('');
  });

  it('lets Back restore the previous filter, and Forward step again', async () => {
    const { router, search, user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'football');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'hockey');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveValue('football');
    await act(() => router.navigate(-1));
    expect(search()).toBe('');
    await act(() => router.navigate(1));
    expect(screen.getByRole('combobox', { name: 'Sport' })).toHaveValue('football');
  });

  it('makes one history entry per search, not one per keystroke', async () => {
    const { router, search, user } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'hockey');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'cup');
    expect(search()).toBe('?sport=hockey&q=cup');
    await act(() => router.navigate(-1));
    expect(search()).toBe('?sport=hockey');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    // After a Back, typing starts a new entry instead of overwriting the one Back landed on.
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
    await act(() => router.navigate(-1));
    expect(search()).toBe('?sport=hockey');
  });
});
