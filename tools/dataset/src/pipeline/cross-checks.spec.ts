import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import { DERIVED_GAMES, claimCoachRecords, claimRecords, claimVenues, figures } from './cross-checks';
import { reconcile } from './reconcile';

/** A two-team season: A beat B twice and lost once at home, all at one park; the standings say 2-1 and 1-2. */
function season(standingsA: [number, number]) {
  const ctx = createContext();
  ctx.add('sources', { key: 'st', name: 'Standings' });
  ctx.add('seasons', { key: 's', league: 'mlb', start_year: 1950, name: '1950' });
  for (const t of ['A', 'B']) ctx.add('teams', { key: t, name: t, league: 'mlb' });
  ctx.add('venues', { key: 'park', name: 'The Park' });
  const game = (i: number, home: string, away: string, hs: number, as: number) =>
    ctx.add('games', {
      key: `g${i}`,
      season: 's',
      home_team: home,
      away_team: away,
      home_score: hs,
      away_score: as,
      status: 'final',
      venue: 'park',
    });
  game(1, 'A', 'B', 3, 1);
  game(2, 'A', 'B', 5, 2);
  game(3, 'A', 'B', 0, 4);
  ctx.add('team_seasons', {
    key: 'A|s',
    team: 'A',
    season: 's',
    wins: standingsA[0],
    losses: standingsA[1],
    source: 'st',
    venue_name: 'Old Park',
  });
  ctx.add('team_seasons', { key: 'B|s', team: 'B', season: 's', wins: 1, losses: 2, source: 'st' });
  return ctx;
}

const names = (ctx: ReturnType<typeof createContext>) => ({
  team: (k: unknown) => String(ctx.get('teams', String(k))?.name),
  season: () => ({ name: '1950', league: 'mlb' as const, start: 1950 }),
});

describe('cross-checks', () => {
  it("claims each team-season's standings W-L against its games; the standings are kept", () => {
    const ctx = season([1, 2]);
    claimRecords(ctx, names(ctx), figures(ctx));
    const [check] = reconcile(ctx);
    expect(check).toMatchObject({ figure: 'team_season.record', compared: 2, agreed: 1, disagreements: 1 });
    const [row] = ctx.rows('reconciliations');
    expect(row).toMatchObject({ subject: 'A|s', chosen_source: 'st', chosen_value: '1-2-0', reason: null });
    expect(row.claims).toContainEqual({ source: DERIVED_GAMES, value: '2-1-0', note: null });
  });

  it('agrees when the standings equal the games', () => {
    const ctx = season([2, 1]);
    claimRecords(ctx, names(ctx), figures(ctx));
    expect(reconcile(ctx)[0]).toMatchObject({ compared: 2, agreed: 2, disagreements: 0 });
  });

  it("claims a team-season's venue against the venue of most of its home games", () => {
    const ctx = season([2, 1]);
    claimVenues(ctx, names(ctx), figures(ctx));
    reconcile(ctx);
    expect(ctx.rows('reconciliations')[0]).toMatchObject({
      subject: 'A|s',
      chosen_value: 'Old Park',
      claims: [
        { source: 'st', value: 'Old Park', note: null },
        { source: DERIVED_GAMES, value: 'The Park', note: null },
      ],
    });
  });

  it("claims a lone head coach's W-L against his team's, saying when it is not the whole season", () => {
    const ctx = season([2, 1]);
    ctx.add('sources', { key: 'co', name: 'Coaches' });
    ctx.add('coaches', { key: 'k', league: 'mlb' });
    ctx.add('coach_stints', {
      key: 'k|A',
      coach: 'k',
      team: 'A',
      season: 's',
      wins: 1,
      losses: 1,
      source: 'co',
    });
    ctx.add('coach_stints', {
      key: 'k|B',
      coach: 'k',
      team: 'B',
      season: 's',
      wins: 1,
      losses: 2,
      source: 'co',
    });
    claimCoachRecords(ctx, names(ctx), figures(ctx));
    expect(reconcile(ctx)[0]).toMatchObject({ compared: 2, agreed: 1, disagreements: 1, explained: 1 });
    expect(ctx.rows('reconciliations')[0]).toMatchObject({
      subject: 'k|A',
      chosen_source: 'co',
      reason: "co: the coach's record counts 2 of the team's 3 games: not the whole season by this record",
    });
  });
});
