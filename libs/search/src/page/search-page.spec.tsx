import { screen } from '@testing-library/react';
import { searchHandlers } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { hub, nba } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import SearchPage from './search-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (path: string, site = nba) =>
  renderPage(<SearchPage />, { path, route: routePatterns.search, site });

describe('SearchPage', () => {
  it('without a query: a GET form to /search and the prompt', () => {
    open(paths.search());
    expect(screen.getByRole('search')).toHaveAttribute('action', '/search');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 'q');
    expect(screen.getByRole('heading', { name: 'Search the record book' })).toBeInTheDocument();
  });

  it('groups results by kind with descriptors, the former name matched, and links to all of a kind', async () => {
    server.use(...searchHandlers.success);
    open(paths.search({ q: 'so' }));
    const team = await screen.findByRole('link', { name: 'Oklahoma City Thunder' });
    expect(team).toHaveAttribute('href', '/teams/oklahoma-city-thunder');
    expect(screen.getByText('Team · Oklahoma City · 1967–present')).toBeInTheDocument();
    expect(screen.getByText('Matched former name: Seattle SuperSonics, 1967–2007')).toBeInTheDocument();
    expect(screen.getByText('Player · SF · 2003–2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All 12 players' })).toHaveAttribute(
      'href',
      '/search?q=so&kind=player',
    );
    expect(screen.getByRole('link', { name: 'Players' })).toHaveAttribute('href', '/search?q=so&kind=player');
  });

  it('on the hub: names the site of each result and links to it there', async () => {
    server.use(...searchHandlers.success);
    open(paths.search({ q: 'so' }), hub);
    const team = await screen.findByRole('link', { name: 'Oklahoma City Thunder' });
    expect(team.getAttribute('href')).toMatch(
      /^http:\/\/nba\.localhost(:\d+)?\/teams\/oklahoma-city-thunder$/,
    );
    expect(screen.getAllByText('NBA').length).toBeGreaterThan(0);
  });

  it('one kind: paged with links', async () => {
    server.use(...searchHandlers.success);
    open(paths.search({ q: 'so', kind: 'player' }));
    expect(await screen.findByRole('link', { name: 'LeBron James' })).toHaveAttribute(
      'href',
      '/players/lebron-james',
    );
    expect(screen.getByRole('link', { name: 'Players' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: /^All 12/ })).toBeNull();
  });

  it('no results: says so in the site voice and suggests the closest names', async () => {
    server.use(...searchHandlers.noResults);
    open(paths.search({ q: 'supersonix' }));
    expect(await screen.findByRole('heading', { name: 'No matches for “supersonix”' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing in our records for NBA goes by that name/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seattle SuperSonics' })).toHaveAttribute(
      'href',
      '/search?q=Seattle+SuperSonics',
    );
  });

  it('loading and error states', async () => {
    server.use(...searchHandlers.loading);
    const first = open(paths.search({ q: 'so' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Searching...');
    first.unmount();
    server.use(...searchHandlers.error);
    open(paths.search({ q: 'so' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed');
  });
});
