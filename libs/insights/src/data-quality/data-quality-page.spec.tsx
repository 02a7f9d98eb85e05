import { screen, within } from '@testing-library/react';
import { paths, routePatterns } from '@trophy-room/routes';
import { nba } from '@trophy-room/site-theme';
import { renderPage } from '@trophy-room/ui-kit/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { qualityHandlers } from '../testing/quality-scenario';
import DataQualityPage from './data-quality-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (path = paths.dataQuality()) =>
  renderPage(<DataQualityPage />, { path, route: routePatterns.dataQuality, site: nba });

describe('DataQualityPage', { timeout: 20_000 }, () => {
  it('shows the score, status line, as-of date, last run, issue count and four coloured bars', async () => {
    server.use(...qualityHandlers.success);
    open();
    const overall = await screen.findByRole('region', { name: 'Overall score' });
    expect(overall).toHaveTextContent('92.4%');
    expect(overall).toHaveTextContent('1 of 4 checks need attention');
    expect(overall).toHaveTextContent('Jun 14, 2026');
    expect(overall).toHaveTextContent('Jun 15, 2026, 9:30 AM UTC');
    expect(within(overall).getByText('good')).toHaveClass('bg-amber-100');
    const bars = screen.getAllByRole('meter');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Completeness',
      'Accuracy',
      'Freshness',
      'Consistency',
    ]);
    expect(bars.map((b) => (b.firstChild as HTMLElement).dataset.tone)).toEqual([
      'green',
      'green',
      'green',
      'red',
    ]);
  });

  it('lists the rules that need attention, and every rule with View All Rules (kept in the URL)', async () => {
    server.use(...qualityHandlers.success);
    const { user, router } = open();
    const attention = await screen.findByRole('table', { name: 'Rules that need attention' });
    expect(within(attention).getAllByRole('row')).toHaveLength(2);
    expect(attention).toHaveTextContent('Boston Celtics 1950');
    await user.click(screen.getByRole('button', { name: 'View All Rules' }));
    expect(router.state.location.search).toBe('?rules=all');
    expect(
      within(screen.getByRole('table', { name: 'Every validation rule' })).getAllByRole('row'),
    ).toHaveLength(5);
  });

  it('lists the sources with licence, rows and status, and the rows set aside per source', async () => {
    server.use(...qualityHandlers.success);
    open();
    const sources = await screen.findByRole('table', { name: 'Data sources' });
    expect(within(sources).getByRole('link', { name: 'Basketball-Reference' })).toBeInTheDocument();
    expect(sources).toHaveTextContent('1,724');
    expect(within(sources).getByText('reference')).toHaveClass('bg-slate-100');
    expect(screen.getByRole('table', { name: 'Rows set aside by the pipeline' })).toHaveTextContent(
      'nba_fivethirtyeight_elo93',
    );
  });

  it('shows the reconciliation per figure with its rule, and lists the disagreements of a figure', async () => {
    server.use(...qualityHandlers.success);
    const { user } = open();
    const figures = await screen.findByRole('table', { name: 'Figures compared per league' });
    expect(within(figures).getAllByRole('row')).toHaveLength(3);
    expect(figures).toHaveTextContent("Team-season W-L: standings vs the team's games");
    expect(figures).toHaveTextContent('1,663');
    expect(figures).toHaveTextContent('The standings source is kept over the games');
    const list = await screen.findByRole('table', { name: 'Disagreements between sources' });
    expect(list).toHaveTextContent('Indiana Pacers, 2023-24 NBA Season');
    expect(list).toHaveTextContent('nba_bbref: 47-35-0; derived:games: 47-36-0');
    expect(list).toHaveTextContent('1231 of the 1230 games');
    expect(screen.getByText(/^4 disagreements/)).toBeInTheDocument();
    await user.click(within(figures).getByRole('button', { name: /List the 4 disagreements/ }));
    expect(await screen.findByText(/4 disagreements over team_season\.record/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every figure' }));
    expect(await screen.findByText(/^4 disagreements,/)).toBeInTheDocument();
  });

  it('shows the null audit once per league and field, with the eras no source holds', async () => {
    server.use(...qualityHandlers.success);
    open();
    const audit = await screen.findByRole('table', { name: 'Empty fields per league' });
    const rows = within(audit).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // Draft: 286 + 36 of 415 + 283 empty; the 1940s note from the hand file.
    expect(audit).toHaveTextContent('46.1%');
    expect(audit).toHaveTextContent('1940s: The BAA held its first draft in 1947');
    expect(audit).toHaveTextContent('No source of this dataset gives the jersey');
  });

  it("lists the seasons each figure is held for, the gaps and each source, in the sport's season labels", async () => {
    server.use(...qualityHandlers.success);
    open();
    const coverage = await screen.findByRole('table', {
      name: 'Seasons each figure is held for, per league',
    });
    const games = within(coverage).getByRole('row', { name: /^National Hockey League Regular-season games/ });
    expect(games).toHaveTextContent('1949-50–2025-26');
    expect(games).toHaveTextContent('1917-18–1948-49');
    expect(games).toHaveTextContent('NHL results 1949-50..2014-15 (Hockey-Reference) (1949-50–2009-10)');
    const goals = within(coverage).getByRole('row', { name: /Player lines: Goals/ });
    expect(goals).toHaveTextContent(/1917-18–2025-26\s*none/);
  });

  it('runs the checks again and shows the new result', async () => {
    server.use(...qualityHandlers.success);
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Run Full Validation' }));
    expect(await screen.findByText('All 4 checks passing')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Overall score' })).toHaveTextContent('100.0%');
  });

  it('exports the rules as CSV', async () => {
    server.use(...qualityHandlers.success);
    const create = vi.fn(() => 'blob:report');
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: vi.fn() });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Export Report' }));
    const blob = (create.mock.calls[0] as unknown as [Blob])[0];
    const csv = await blob.text();
    expect(csv.split('\r\n')[0]).toBe('Rule,League,Metric,Status,Checked,Issues,Detail');
    expect(csv).toContain(
      'Standings equal the games,National Basketball Association,consistency,failing,98,30',
    );
  });

  it('loading and error states', async () => {
    server.use(...qualityHandlers.loading);
    const view = open();
    expect(await screen.findByRole('status')).toHaveTextContent('Running the data checks...');
    view.unmount();
    server.use(...qualityHandlers.error);
    open();
    expect(await screen.findByText('Failed to Load Data')).toBeInTheDocument();
  });
});
