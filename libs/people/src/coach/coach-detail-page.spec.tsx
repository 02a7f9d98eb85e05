import { screen, within } from '@testing-library/react';
import { nfl } from '@trophy-room/site-theme';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aCoachSeasonLine, coachHandlers, reidDetail, mockApi, sports } from '@trophy-room/contract/testing';
import { paths, routePatterns } from '@trophy-room/routes';
import { renderPage } from '@trophy-room/ui-kit/testing';
import CoachDetailPage from './coach-detail-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const open = (slug = 'andy-reid') =>
  renderPage(<CoachDetailPage />, { path: paths.coach(slug), route: routePatterns.coach, site: nfl });

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
      'Years of Experience2',
      'Coach TypeHead',
      'Record in Our Sources25-9',
      'StatusActive',
    ]);
    // Whole or labelled partial: the record is the sum of the seasons shown, and says which.
    expect(screen.getByText('Record in our sources, 2022 to 2023.')).toBeInTheDocument();
  });

  it('a career total without seasons: named with its source, no years claimed, never "0"', async () => {
    server.use(...coachHandlers.careerTotal);
    open('bill-belichick');
    await screen.findByRole('heading', { level: 1 });
    const tiles = [...document.querySelectorAll('[data-slot="stat-tile"]')].map((t) => t.textContent);
    expect(tiles).toEqual([
      'Years of ExperienceN/A',
      'Coach TypeHead',
      'Career Record223-113',
      'StatusInactive',
    ]);
    expect(
      screen.getByText(
        'Career record from NFL coaches (Pro-Football-Reference) (Career totals only, snapshot of about 2015/16: careers continuing after 2015 are incomplete).',
      ),
    ).toBeInTheDocument();
  });

  it("a source's total with one school is labelled as that record, not a career (Saban: Alabama)", async () => {
    server.use(
      mockApi.json('coach', {
        ...reidDetail,
        seasons: [],
        years_experience: null,
        record_span: {
          first_year: null,
          last_year: null,
          seasons: 0,
          partial: false,
          source: 'NCAA FBS head coaches, c.2021',
          source_note: null,
          latest_note: null,
          team_name: 'Alabama',
        },
      }),
    );
    open('nick-saban');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Career Record')).not.toBeInTheDocument();
    expect(screen.getByText('Record with Alabama from NCAA FBS head coaches, c.2021.')).toBeInTheDocument();
  });

  it("where the coaching source ends before the league's latest season: status unknown after its last season", async () => {
    server.use(...coachHandlers.statusUnknown);
    open('erik-spoelstra');
    await screen.findByRole('heading', { level: 1, name: 'Erik Spoelstra' });
    expect(screen.queryByText('Active coach')).not.toBeInTheDocument();
    const tiles = [...document.querySelectorAll('[data-slot="stat-tile"]')].map((t) => t.textContent);
    expect(tiles).toEqual([
      'Years of Experience13',
      'Coach TypeHead',
      'Record in Our Sources399-241 (through 2015-16)',
      'StatusUnknown',
    ]);
    expect(
      screen.getByText('Status after 2020-21 unknown: our coaching records end there.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Record in our sources, 2008-09 to 2015-16; the sources do not give the rest of his career.',
      ),
    ).toBeInTheDocument();
  });

  it('no W-L in any source: the page says so, never 0-0', async () => {
    server.use(
      mockApi.json('coach', {
        ...reidDetail,
        career_record: null,
        coaching_record: null,
        record_span: { ...reidDetail.record_span, first_year: null, last_year: null, seasons: 0 },
      }),
    );
    open();
    await screen.findByRole('heading', { level: 1 });
    const tiles = [...document.querySelectorAll('[data-slot="stat-tile"]')].map((t) => t.textContent);
    expect(tiles).toContain('Record in Our SourcesNo record in the sources');
  });

  it('a postseason record the sources give for part of his span says which seasons it covers', async () => {
    server.use(
      mockApi.json('coach', {
        ...reidDetail,
        postseason_span: {
          ...reidDetail.postseason_span,
          first_year: 2023,
          last_year: 2023,
          seasons: 1,
          partial: true,
        },
      }),
    );
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByText(/^Postseason record in our sources, 2023.*the rest of his career/),
    ).toBeInTheDocument();
  });

  it('both records covering the same seasons are said in one sentence', async () => {
    const span = { ...reidDetail.record_span, first_year: 2023, last_year: 2023, seasons: 1, partial: true };
    server.use(
      mockApi.json('coach', {
        ...reidDetail,
        record_span: span,
        postseason_span: { ...reidDetail.postseason_span, ...span },
      }),
    );
    open();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText(/the rest of his career/)).toHaveLength(1);
    expect(screen.getByText(/and postseason record in our sources, 2023/)).toBeInTheDocument();
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

  it('record by season: team as named → team season, W-L, playoffs, the title mark, a total row', async () => {
    server.use(...coachHandlers.success);
    open();
    const table = await screen.findByRole('table', { name: 'Coaching record by season' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('link', { name: 'Kansas City Chiefs' })).toHaveAttribute(
      'href',
      '/teams/kansas-city-chiefs/2022',
    );
    expect(rows[1]).toHaveTextContent('2022 NFL');
    expect(rows[1]).toHaveTextContent('Champion');
    expect(rows[1]).toHaveTextContent('3-0');
    // The seasons above, which need not be his whole career: Total, equal to the header's record.
    expect(rows.at(-1)).toHaveTextContent(/Total.*25.*9/);
  });

  it("win % as a rate by each season's league rule: MLB leaves a tie out, the total adds the seasons", async () => {
    const mlbSeason = (year: number, wins: number, losses: number, ties: number) =>
      aCoachSeasonLine({
        season: { slug: `mlb-${year}`, name: `${year} MLB Season`, start_year: year },
        team: { id: 5, slug: 'philadelphia-athletics', name: 'Philadelphia Athletics' },
        wins,
        losses,
        ties,
        playoff_wins: null,
        playoff_losses: null,
        won_title: false,
      });
    server.use(
      mockApi.json('coach', {
        ...reidDetail,
        sport: { name: 'Baseball', slug: 'baseball', abbreviation: 'MLB' },
        // 90-60-4: .600 (W / (W + L)), where counting the ties half would give .597.
        seasons: [mlbSeason(1910, 90, 60, 4), mlbSeason(1911, 101, 50, 1)],
      }),
    );
    open('connie-mack');
    const table = await screen.findByRole('table', { name: 'Coaching record by season' });
    const [head, ...rows] = within(table).getAllByRole('row');
    const at = [...head.children].findIndex((th) => th.textContent?.startsWith('PCT'));
    const pct = rows.map((r) => r.children[at]?.textContent);
    expect(pct).toEqual(['.600', '.669', '.635']);
  });

  it('hockey: overtime losses in their own column and the record, counted as games in win %', async () => {
    const season = (year: number, w: number, l: number, t: number | null, otl: number | null) =>
      aCoachSeasonLine({
        season: { slug: `nhl-${year}`, name: `${year}-${(year + 1) % 100} NHL Season`, start_year: year },
        team: { id: 9, slug: 'detroit-red-wings', name: 'Detroit Red Wings' },
        wins: w,
        losses: l,
        ties: t,
        ot_losses: otl,
        won_title: false,
      });
    server.use(
      mockApi.json('coach', {
        ...reidDetail,
        sport: { name: 'Hockey', slug: 'hockey', abbreviation: 'NHL' },
        career_record: { ...reidDetail.career_record!, wins: 98, losses: 56, ties: 9, ot_losses: 14 },
        // Babcock: 2002-03 40-27-9-6 (ties and overtime losses), 2005-06 58-16-8 (no more ties).
        seasons: [season(2002, 40, 27, 9, 6), season(2005, 58, 16, null, 8)],
      }),
    );
    open('mike-babcock');
    const table = await screen.findByRole('table', { name: 'Coaching record by season' });
    const [head, ...rows] = within(table).getAllByRole('row');
    const cells = (r: HTMLElement) => [...r.children].map((c) => c.textContent);
    const at = (h: string) => [...head.children].findIndex((th) => th.textContent?.startsWith(h));
    expect(rows.map((r) => cells(r)[at('OTL')])).toEqual(['6', '8', '14']);
    // (40 + 9/2) / 82 and 58 / 82: an overtime loss is a game lost.
    expect(rows.map((r) => cells(r)[at('PCT')])).toEqual(['.543', '.707', '.625']);
    expect(await screen.findByText(/98-56-9-14/)).toBeInTheDocument();
  });

  it('awards: the empty text', async () => {
    server.use(...coachHandlers.success);
    open();
    expect(
      await screen.findByText('Achievements and awards will be displayed here once available.'),
    ).toBeInTheDocument();
  });

  it("awards name their season as the awards pages do: the 1976-77 Jack Adams, never '(1976)'", async () => {
    const season = { slug: 'nhl-1976-77', name: '1976-77 NHL Season', start_year: 1976 };
    const award = { slug: 'nhl-jack-adams-award', name: 'Jack Adams Award', year: 1976, season };
    server.use(mockApi.json('coach', { ...reidDetail, sport: sports.hockey, awards: [award] }));
    open();
    const item = (await screen.findByRole('link', { name: 'Jack Adams Award' })).closest('li');
    expect(item).toHaveTextContent('Jack Adams Award (1976-77)');
  });

  it('not found: Coach Not Found with a back link', async () => {
    server.use(...coachHandlers.notFound);
    open('nobody');
    expect(await screen.findByRole('heading', { name: 'Coach Not Found' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't find details for this coach.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Coaches' })).toHaveAttribute('href', '/coaches');
  });
});
