import { screen, waitFor } from '@testing-library/react';
import { searchHandlers } from '@trophy-room/contract/testing';
import { nba } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BOX_LABEL, SearchBox } from './search-box';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = () => renderPage(<SearchBox />, { site: nba });

describe('SearchBox', () => {
  it('first paint: a plain GET form to /search, collapsed to an icon link on narrow screens', () => {
    open();
    expect(screen.getByRole('search')).toHaveAttribute('action', '/search');
    expect(screen.getByRole('searchbox', { name: BOX_LABEL })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('link', { name: BOX_LABEL })).toHaveAttribute('href', '/search');
  });

  it('"/" focuses it; it becomes a combobox with grouped results as you type', async () => {
    server.use(...searchHandlers.success);
    const { user } = open();
    await user.keyboard('/');
    const box = await screen.findByRole('combobox', { name: BOX_LABEL }, { timeout: 5000 });
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, 'so');
    const list = await screen.findByRole('listbox', { name: 'Search results' }, { timeout: 5000 });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(screen.getByRole('group', { name: 'Teams' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Oklahoma City Thunder/ })).toHaveTextContent(
      'Matched former name: Seattle SuperSonics, 1967–2007',
    );
    expect(screen.getByRole('option', { name: /LeBron James/ })).toHaveTextContent('Player · SF · 2003–2025');
  });

  it('arrows move the active option, Enter opens it, Escape closes the list', async () => {
    server.use(...searchHandlers.success);
    const { user, router } = open();
    await user.click(screen.getByRole('searchbox', { name: BOX_LABEL }));
    const box = await screen.findByRole('combobox', { name: BOX_LABEL }, { timeout: 5000 });
    await user.type(box, 'so');
    await screen.findByRole('listbox', {}, { timeout: 5000 });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const lebron = screen.getByRole('option', { name: /LeBron James/ });
    expect(box).toHaveAttribute('aria-activedescendant', lebron.id);
    expect(lebron).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/players/lebron-james'));
  });

  it('Enter on the text opens the results page; a stale request is cancelled', async () => {
    const aborted: string[] = [];
    server.use(
      http.get('/api/search/', async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        request.signal.addEventListener('abort', () => aborted.push(q));
        if (q === 'cel') await new Promise((r) => setTimeout(r, 1000));
        return HttpResponse.json({
          query: q,
          kind: null,
          page: 1,
          page_size: 5,
          groups: [],
          suggestions: [],
        });
      }),
    );
    const { user, router } = open();
    await user.click(screen.getByRole('searchbox', { name: BOX_LABEL }));
    const box = await screen.findByRole('combobox', { name: BOX_LABEL }, { timeout: 5000 });
    await user.type(box, 'cel');
    await new Promise((r) => setTimeout(r, 350));
    await user.type(box, 'tics');
    await waitFor(() => expect(aborted).toContain('cel'));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=celtics'),
    );
  });
});
