import { QueryClient } from '@tanstack/react-query';
import { withoutRetries } from '@trophy-room/api-client';
import { siteVariants, type SiteId } from '@trophy-room/site-theme';
import { render, screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Providers } from '../providers';
import HomePage from './home-page';
import { apiPaths } from '@trophy-room/contract';
import { homeHandlers, previousYear } from '@trophy-room/contract/testing';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderHome(handlers: RequestHandler[], id: SiteId = 'nfl') {
  server.use(...handlers);
  const client = withoutRetries(new QueryClient());
  render(
    <Providers config={siteVariants[id]} queryClient={client}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </Providers>,
  );
}

const stat = (label: string) => screen.getByText(label).closest('[data-slot="stat-tile"]') as HTMLElement;

describe('HomePage', () => {
  it('success: badge names the latest season, live figures, recent champions and the directory', async () => {
    renderHome(homeHandlers.success);
    expect(
      // The season model's one label of an NFL season: its year.
      await screen.findByText(`${previousYear} season data is available`),
    ).toBeInTheDocument();
    const strip = screen.getByRole('region', { name: 'At a glance' });
    expect(
      within(strip)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['8', '32', '18,294', 'Feb 8, 2026']);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent(
      `${previousYear}Philadelphia EaglesSuper Bowl40-22Kansas City ChiefsNFL`,
    );
    expect(rows[1]).toHaveTextContent(/NBA Finals.*NBA$/);
    expect(rows[2]).toHaveTextContent(/World Series93-69.*MLB$/);
    expect(rows[3]).toHaveTextContent(/College World Series.*NCAA$/);
    expect(within(rows[4]).getByTitle('National Hockey League')).toHaveTextContent('NHL');
    expect(screen.getByRole('heading', { name: `Recent Champions (${previousYear})` })).toBeInTheDocument();
    expect(within(stat('Total Championships')).getByText('2')).toBeInTheDocument();
    expect(within(stat('Teams Tracked')).getByText('32')).toBeInTheDocument();
    expect(within(stat('Total Champions')).getByText('8')).toBeInTheDocument();
    expect(within(stat('Recent Games')).getByText('14')).toBeInTheDocument();
    const network = screen.getByRole('region', { name: 'The Trophy Room Network' });
    expect(within(network).getByRole('link', { name: /Trophy Room College Basketball/ })).toHaveAttribute(
      'href',
      'http://cbb.localhost:3000/',
    );
    expect(
      within(network).getByRole('link', { name: 'Trophy Room All Sports Championship History' }),
    ).toHaveAttribute('href', 'http://localhost:3000/');
    expect(within(network).getByRole('link', { current: 'page' })).toHaveTextContent(
      'Trophy Room Pro Football',
    );
    expect(screen.getByText('Most titles: Kansas City Chiefs (2).')).toBeInTheDocument();
  });

  it('asks for the champions summary of the latest title year (the API default), never the whole history', async () => {
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url)));
    renderHome(homeHandlers.success);
    expect(await screen.findByRole('table')).toBeInTheDocument();
    server.events.removeAllListeners();
    const summary = asked.filter((u) => u.pathname === apiPaths.championsSummary);
    expect(summary).toHaveLength(1);
    expect(Object.fromEntries(summary[0].searchParams)).toEqual({
      sport__slug: 'football',
      level__slug: 'professional',
    });
    expect(asked.some((u) => u.pathname === apiPaths.champions)).toBe(false);
  });

  it('links the highlights and the call to action', async () => {
    renderHome(homeHandlers.success);
    expect(await screen.findByRole('heading', { name: 'Super Bowl Highlights' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See standings' })).toHaveAttribute('href', '/standings');
    expect(screen.getByRole('link', { name: 'Browse seasons' })).toHaveAttribute('href', '/seasons');
    expect(screen.getByRole('link', { name: 'Football fixtures' })).toHaveAttribute(
      'href',
      '/fixtures/football',
    );
    expect(screen.queryByRole('link', { name: 'Hockey fixtures' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'View all champions' })[0]).toHaveAttribute(
      'href',
      '/champions',
    );
    expect(screen.getByRole('link', { name: 'Browse Championships' })).toHaveAttribute(
      'href',
      '/championships',
    );
    expect(screen.getByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', '/analytics');
  });

  it('loading: the table says Loading championship data and figures are pending', async () => {
    renderHome(homeHandlers.loading);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading championship data');
    expect(screen.getByRole('region', { name: 'Platform Statistics' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('hero-badge')).not.toBeInTheDocument();
  });

  it('error: the table offers Try Again and the figures show a dash', async () => {
    renderHome(homeHandlers.error);
    expect(await screen.findByRole('heading', { name: 'Failed to Load Data' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(await screen.findByText('Some figures could not be loaded right now.')).toBeInTheDocument();
    expect(within(stat('Teams Tracked')).getByText('—')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Super Bowl');
  });

  it('empty: no champions recorded, zero figures, no badge', async () => {
    renderHome(homeHandlers.empty, 'hub');
    expect(await screen.findByRole('heading', { name: 'No champions recorded' })).toBeInTheDocument();
    expect(within(stat('Teams Tracked')).getByText('0')).toBeInTheDocument();
    expect(screen.queryByTestId('hero-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Highlights Across Every Sport' })).toBeInTheDocument();
    for (const sport of ['Football', 'Basketball', 'Baseball', 'Hockey']) {
      expect(screen.getByRole('link', { name: `${sport} fixtures` })).toHaveAttribute(
        'href',
        `/fixtures/${sport.toLowerCase()}`,
      );
    }
  });
});
