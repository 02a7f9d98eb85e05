// The World Series 1903-2025: Lahman SeriesPost with its MVPs and the winning manager, and the series Lahman lacks
// (hand/mlb/world_series.csv, checked against Baseball-Reference and MLB.com).
import type { BuildContext, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { coreProducts } from '../../pipeline/tables';
import { addResult, resultKey } from '../../history/results';
import { readHand } from '../../shared/hand';
import { slugify } from '../../shared/slug';
import { claimAll } from '../../pipeline/claims';
import { worldSeriesWinner } from './figures';
import { HAND_WS, LAHMAN, personKey, seasonKey, teamKey } from './common';
import {
  handSeries,
  managers,
  people,
  personNames,
  seasonsAdded,
  series,
  teamSeasonsAdded,
} from './products';
import { handWorldSeriesSource } from './sources';
import type { Managers, Series } from './shapes';

/** hand/mlb/world_series.csv: the series Lahman lacks (2025). */
export const readHandSeries = (ctx: BuildContext) => readHand(ctx, 'mlb', 'world_series.csv');

const ordinal = (n: number) => {
  const s =
    n % 100 >= 11 && n % 100 <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${s}`;
};

export function addWorldSeries(
  ctx: BuildContext,
  series: Series[],
  managers: Managers,
  names: Map<string, string>,
  hand: Record<string, string>[],
): void {
  const tieNotes = new Map(
    readHand(ctx, 'mlb', 'world_series_ties.csv').map((r) => [Number(r.year), r.tie_game]),
  );
  const mvps = new Map<number, string[]>();
  for (const a of ctx.readCsv('lahman/AwardsPlayers.csv')) {
    if (a.awardID !== 'World Series MVP') continue;
    const y = Number(a.yearID);
    mvps.set(y, [...(mvps.get(y) ?? []), a.playerID]);
  }
  const years = [
    ...series.filter((s) => s.round === 'WS' && s.year >= 1903).map((s) => s.year),
    ...hand.map((h) => Number(h.year)),
  ].sort((a, b) => a - b);
  ctx.add('championships', {
    key: 'mlb:world-series',
    slug: 'world-series',
    league: 'mlb',
    name: 'World Series',
    official_name: 'World Series',
    description:
      'The championship series of Major League Baseball, played between the champions of the American League and the National League since 1903 (not held in 1904 and 1994).',
    trophy_name: "Commissioner's Trophy",
    first_year: 1903,
    last_year: null, // still contested
    format: 'Best-of-seven series (best-of-nine in 1903 and 1919-1921)',
    source: LAHMAN,
  });
  const edition = new Map(years.map((y, i) => [y, ordinal(i + 1)]));
  for (const s of series.filter((x) => x.round === 'WS' && x.year >= 1903)) {
    const y = s.year;
    const ids = (mvps.get(y) ?? []).slice().sort();
    const mgr = (managers.byTeam.get(`${y}:${s.winner.teamID}`) ?? []).slice(-1)[0];
    const notes: string[] = [];
    if (s.wins === 5) notes.push('Best-of-nine series.');
    if (s.ties)
      notes.push(
        `Includes ${s.ties} tie game${s.ties > 1 ? 's' : ''}${tieNotes.has(y) ? ` (${tieNotes.get(y)})` : ''}.`,
      );
    if (ids.length > 1) notes.push('Co-MVPs.');
    claimWinner(ctx, y, LAHMAN, s.winner.team);
    addResult(ctx, {
      championship: 'mlb:world-series',
      year: y,
      edition: edition.get(y),
      winner_team: s.winner.team,
      runner_up_team: s.loser.team,
      winner_name: s.winner.name,
      runner_up_name: s.loser.name,
      series_result: `${s.wins}-${s.losses}${s.ties ? `-${s.ties}` : ''}`,
      mvp_name: ids.map((p) => names.get(p) ?? p).join(', ') || null,
      mvp_person: ids.length === 1 ? personKey(ids[0]) : null,
      winner_coach_name: mgr?.name ?? null,
      winner_record: `${s.winner.row.W}-${s.winner.row.L}`,
      notes: notes.join(' ') || null,
      source: LAHMAN,
    });
  }
  for (const h of hand) {
    const y = Number(h.year);
    claimWinner(ctx, y, HAND_WS, teamKey(h.winner));
    if (ctx.has('championship_results', resultKey('mlb:world-series', y))) {
      ctx.report({
        source: HAND_WS,
        file: 'hand/mlb/world_series.csv',
        problem: `${y} World Series already in Lahman; hand row ignored`,
      });
      continue;
    }
    addResult(ctx, {
      championship: 'mlb:world-series',
      year: y,
      edition: edition.get(y),
      winner_team: teamKey(h.winner),
      runner_up_team: teamKey(h.runner_up),
      winner_name: h.winner_name,
      runner_up_name: h.runner_up_name,
      series_result: h.series_result,
      game_date: h.game_date || null,
      venue: h.venue_park_key ? `mlb:${h.venue_park_key}` : null,
      venue_name: h.venue_name || null,
      city: h.city || null,
      state: h.state || null,
      mvp_name: h.mvp_name || null,
      mvp_person: h.mvp_playerID ? personKey(h.mvp_playerID) : null,
      winner_coach_name: h.winner_coach_name || null,
      winner_record: h.winner_record || null,
      notes: h.notes || null,
      source: HAND_WS,
    });
    // Lahman's awards end where its series do: the MVP of a hand-written Series is the award's row too.
    if (!h.mvp_playerID || mvps.has(y)) continue;
    if (!ctx.has('people', personKey(h.mvp_playerID)))
      ctx.report({
        source: HAND_WS,
        file: 'hand/mlb/world_series.csv',
        problem: `${y} MVP ${h.mvp_playerID}: no such person`,
      });
    else {
      const slug = slugify(`mlb ${y} World Series MVP ML ${h.mvp_playerID}`);
      ctx.add('awards', {
        key: `mlb:${slug.slice(4)}`,
        slug,
        name: 'World Series MVP',
        league: 'mlb',
        year: y,
        season: seasonKey(y),
        person: personKey(h.mvp_playerID),
        team: teamKey(h.winner),
        recipient_name: null,
        notes: null,
        source: HAND_WS,
      });
    }
  }
}

/** Each source's winner of a World Series (they must agree where both give one). */
function claimWinner(ctx: BuildContext, year: number, source: string, team: string): void {
  const subject = {
    league: 'mlb' as const,
    key: resultKey('mlb:world-series', year),
    label: `${year} World Series`,
  };
  claimAll(ctx, worldSeriesWinner, subject, [{ source, value: team }]);
}

/** hand/mlb/world_series.csv, read once: the seasons, the 2025 standings and the championship read it. */
export const handSeriesStep: SourceModule = {
  name: 'mlb-world-series-hand',
  leagues: ['mlb'],
  sources: [handWorldSeriesSource],
  needs: coreProducts,
  gives: [handSeries],
  build: (ctx) => ctx.give(handSeries, readHandSeries(ctx)),
};

/** The World Series: the championship and its results. */
export const worldSeriesStep: SourceModule = {
  name: 'mlb-world-series',
  leagues: ['mlb'],
  needs: [series, managers, personNames, handSeries, seasonsAdded, teamSeasonsAdded, people],
  gives: [table('championships'), table('championship_results'), table('awards')],
  build: (ctx) =>
    addWorldSeries(ctx, ctx.need(series), ctx.need(managers), ctx.need(personNames), ctx.need(handSeries)),
};
