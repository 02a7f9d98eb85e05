import { screen, within } from '@testing-library/react';
import { nba } from '@trophy-room/site-theme';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { coachHandlers } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { renderPage } from '@trophy-room/ui-kit/testing';
import CoachDetailPage from './coach-detail-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (slug = 'phil-jackson') =>
  renderPage(<CoachDetailPage />, { path: paths.coach(slug), route: routePatterns.coach, site: nba });

describe('CoachDetailPage', () => {
  it('loading: Loading coach...', async () => {
    server.use(...coachHandlers.loading);
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading coach...');
  });

  it('breadcrumb, header, badge, active marker and the four tiles', async () => {
    server.use(...coachHandlers.success);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Andy Reid' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Coaches' })).toHaveAttribute('href', '/coaches');
    expect(screen.getByText('Head Coach', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(screen.getByText('Active coach')).toBeInTheDocument();
    const tiles = [...document.querySelectorAll('[data-slot="stat-tile"]')].map((t) => t.textContent);
    expect(tiles).toEqual([
      'Years of Experience26',
      'Coach TypeHead',
      'Career Record283-149-1',
      'StatusActive',
    ]);
  });

  it('the three sections open one at a time', async () => {
    server.use(...coachHandlers.success);
    open();
    const details = async (name: string) =>
      (await screen.findByRole('heading', { level: 2, name })).closest('details')!;
    const personal = await details('Personal Information');
    const history = await details('Coaching History');
    expect(personal).toHaveAttribute('open');
    expect(history).toHaveAttribute('name', personal.getAttribute('name'));
    expect(within(history).getByText('Current')).toBeInTheDocument();
    expect(within(history).getByText('2013–Present')).toBeInTheDocument();
  });

  it('record by season: team as named → team season, W-L, playoffs, the title mark, a career row', async () => {
    server.use(...coachHandlers.success);
    open();
    const table = await screen.findByRole('table', { name: 'Coaching record by season' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Chicago Bulls' })).toHaveAttribute(
      'href',
      '/teams/chicago-bulls/1990',
    );
    expect(rows[1]).toHaveTextContent('1990-91 NBA');
    expect(rows[1]).toHaveTextContent('Champion');
    expect(rows[1]).toHaveTextContent('15-2');
    expect(rows.at(-1)).toHaveTextContent(/Career.*116.*48/);
  });

  it('awards: the empty text', async () => {
    server.use(...coachHandlers.success);
    open();
    expect(
      await screen.findByText('Achievements and awards will be displayed here once available.'),
    ).toBeInTheDocument();
  });

  it('not found: Coach Not Found with a back link', async () => {
    server.use(...coachHandlers.notFound);
    open('nobody');
    expect(await screen.findByRole('heading', { name: 'Coach Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find details for this coach.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Coaches' })).toHaveAttribute('href', '/coaches');
  });
});
