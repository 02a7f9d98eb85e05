// Team-season W-L 2011-12..2023-24 counted from Sports-Reference's box scores (ncaa_mbb_scores_sr, one file per
// season end year). The files hold every game a Division I team played, non-Division I opponents included; 2023-24's
// stops after the NCAA first round, so the NCAA games of the rounds a file lacks are added from the Kaggle files.
// A team with a game of no score in a file gets no W-L that season (2021-22..2023-24 have a few such rows).
import type { BuildContext } from '../../model';
import { int } from '../../shared/parse';
import { claimAll } from '../../pipeline/claims';
import { L, SR_SCORES } from './common';
import { TEAM_RECORD } from './figures';
import type { GameData } from './game-types';
import { teamSeasonKey } from './team-season-row';
import type { Teams } from './teams';

const DIR = 'ncaa_mbb_scores_sr';
export const FIRST_END = 2012;
export const LAST_END = 2024;
/** A name with at least this many games in a season file is a Division I team that season (others play 1-3). */
const DIVISION_I_GAMES = 15;
/** The labels of the secondary postseason tournaments (played after Selection Sunday). */
const SECONDARY = new Set(['NIT', 'CBI', 'CIT', 'V16', 'TBC']);

/** The file's NCAA tournament labels and the Kaggle bracket round each one holds. */
const NCAA_LABELS: Record<string, string[]> = {
  'FIRST-FOUR': ['First Four', 'Opening Round'],
  'ROUND-64': ['First Round'],
  'ROUND-32': ['Second Round'],
  'ROUND-16': ['Sweet 16'],
  'ROUND-8': ['Elite Eight'],
  'NATIONAL-SEMI': ['Final Four'],
  'NATIONAL-FINAL': ['National Championship'],
};

export interface ScoreRecord {
  school: string;
  start: number;
  /** Every game: the file's, plus the Kaggle NCAA games of rounds the file lacks. */
  wins: number;
  losses: number;
  /** The games against Division I teams only (as Torvik counts games), the added NCAA games included. */
  d1Wins: number;
  d1Losses: number;
  /** NCAA tournament games added from the Kaggle files. */
  added: number;
  /** The games of the secondary postseason tournaments (NIT, CBI, CIT, Vegas 16, TBC), all against Division I teams. */
  postWins: number;
  postLosses: number;
}

/** School aliases of the box-score names the school index does not know. */
const RENAMED: Record<string, string> = {
  FDU: 'fairleigh-dickinson',
  'St. Thomas': 'st-thomas-mn',
  'Texas A&M-Commerce': 'east-texas-am',
  'Houston Christian': 'houston-baptist',
  'IU Indy': 'iupui',
  'Purdue Fort Wayne': 'ipfw',
  'Saint Francis (PA)': 'saint-francis-pa',
};

const spellings = (name: string) => [
  name,
  ...(RENAMED[name] ? [RENAMED[name]] : []),
  name.replace(/-/g, ' '),
  name.replace(/\bSt\.$/, 'State'),
];

/** W-L per team-season key, for the start years of the files. */
export function scoreRecords(ctx: BuildContext, teams: Teams, data: GameData): Map<string, ScoreRecord> {
  const out = new Map<string, ScoreRecord>();
  const lookup = new Map<string, string | undefined>();
  const school = (name: string) => {
    if (!lookup.has(name))
      lookup.set(
        name,
        spellings(name)
          .map((n) => teams.lookupName(n))
          .find(Boolean),
      );
    return lookup.get(name);
  };
  for (let end = FIRST_END; end <= LAST_END; end++) {
    const y = end - 1;
    const file = `${DIR}/${end}_season.csv`;
    const rows = ctx.readCsv(file);
    const games = new Map<string, number>();
    for (const r of rows) for (const n of [r.Home, r.Away]) games.set(n, (games.get(n) ?? 0) + 1);
    const isD1 = (n: string) => (games.get(n) ?? 0) >= DIVISION_I_GAMES;
    const rec = (s: string) => {
      const key = teamSeasonKey(s, y);
      let r = out.get(key);
      if (!r)
        out.set(
          key,
          (r = {
            school: s,
            start: y,
            wins: 0,
            losses: 0,
            d1Wins: 0,
            d1Losses: 0,
            added: 0,
            postWins: 0,
            postLosses: 0,
          }),
        );
      return r;
    };
    const labels = new Set<string>();
    const unmatched = new Set<string>();
    // A game without a score leaves both teams' W-L short: those team seasons are not counted at all.
    const short = new Set<string>();
    rows.forEach((r, i) => {
      const hs = int(r.Home_Score);
      const as = int(r.Away_Score);
      if (hs === null || as === null || hs === as) {
        for (const n of [r.Home, r.Away]) short.add(n);
        ctx.report({
          source: SR_SCORES,
          file,
          line: i + 2,
          problem: `no result for ${r.Away} at ${r.Home}; their W-L that season is not counted`,
        });
        return;
      }
      const t = r.Tournament.trim();
      if (NCAA_LABELS[t]) labels.add(t);
      for (const [name, opp, won] of [
        [r.Home, r.Away, hs > as],
        [r.Away, r.Home, as > hs],
      ] as const) {
        // Only Division I teams get a record, so a small college's name never lands on a school of ours.
        if (!isD1(name)) continue;
        const s = school(name);
        if (!s) {
          unmatched.add(name);
          continue;
        }
        const x = rec(s);
        if (won) x.wins++;
        else x.losses++;
        if (SECONDARY.has(t)) {
          if (won) x.postWins++;
          else x.postLosses++;
        }
        if (isD1(opp)) {
          if (won) x.d1Wins++;
          else x.d1Losses++;
        }
      }
    });
    for (const n of unmatched)
      ctx.report({
        source: SR_SCORES,
        file,
        problem: `unmatched Division I team '${n}'; its record is not claimed`,
      });
    for (const n of short) {
      const s = isD1(n) ? school(n) : undefined;
      if (s) out.delete(teamSeasonKey(s, y));
    }
    const kept = new Set([...labels].flatMap((t) => NCAA_LABELS[t]));
    for (const g of data.games) {
      if (g.startYear !== y || g.kind !== 'ncaa' || !g.round || kept.has(g.round)) continue;
      for (const [s, won] of [
        [g.home, g.homeScore > g.awayScore],
        [g.away, g.awayScore > g.homeScore],
      ] as const) {
        if (!out.has(teamSeasonKey(s, y))) continue;
        const x = rec(s);
        if (won) x.wins++;
        else x.losses++;
        if (won) x.d1Wins++;
        else x.d1Losses++;
        x.added++;
      }
    }
  }
  return out;
}

/**
 * Why Torvik's W-L (games − wins) differs from the box scores' when its games count only the games against Division I
 * teams and its wins count every win; null when that does not account for it.
 */
export function torvikNote(
  games: number,
  wins: number,
  rec: ScoreRecord | undefined,
  stopsAtSelection = false,
): string | undefined {
  if (!rec) return undefined;
  const post = rec.postWins + rec.postLosses;
  if (stopsAtSelection && post > 0) {
    const rest = torvikNote(games + post, wins + rec.postWins, rec);
    const stop =
      `Torvik's record stops at Selection Sunday (the NCAA games added), before the team's ${post} games ` +
      `(${rec.postWins}-${rec.postLosses}) in the NIT, CBI or CIT in the box scores`;
    if (games + post === rec.wins + rec.losses && wins + rec.postWins === rec.wins) return stop;
    return rest ? `${stop}; ${rest}` : undefined;
  }
  if (wins === rec.d1Wins && games - wins === rec.d1Losses)
    return `Torvik counts only games against Division I teams (${rec.d1Wins}-${rec.d1Losses} in Sports-Reference's box scores)`;
  const d1 = rec.d1Wins + rec.d1Losses;
  const fewer = rec.losses - (games - wins);
  if (wins !== rec.wins || fewer <= 0) return undefined;
  if (games > d1) return undefined;
  if (games < d1)
    return (
      `Torvik's wins agree with Sports-Reference's box scores, but its ${games} games are ${d1 - games} fewer than ` +
      `the team's ${d1} against Division I teams there, so its losses (games − wins) are ${fewer} fewer`
    );
  return (
    "Torvik's games count only games against Division I teams while its wins count every win, so its losses " +
    `(games − wins) are ${fewer} fewer than the team's ${rec.losses} in Sports-Reference's box scores`
  );
}

/** Claims the box scores' W-L of each Sports-Reference team season (the Torvik step claims the later ones). */
export function claimScoreRecords(ctx: BuildContext, records: Map<string, ScoreRecord>): void {
  for (const [key, r] of records)
    if (ctx.has('team_seasons', key))
      claimAll(
        ctx,
        TEAM_RECORD,
        { league: L, key, label: `${r.school}, ${r.start}-${String((r.start + 1) % 100).padStart(2, '0')}` },
        [{ source: SR_SCORES, value: scoreValue(r) }],
      );
}

/**
 * Whether the box scores lack games of a team season Torvik counts: fewer wins than Torvik's (which count every
 * win) or fewer games against Division I teams than Torvik's games.
 */
export const lacksGames = (rec: ScoreRecord, torvikGames: number, torvikWins: number) =>
  rec.wins < torvikWins || rec.d1Wins + rec.d1Losses < torvikGames;

export const scoreValue = (rec: ScoreRecord | undefined) => (rec ? `${rec.wins}-${rec.losses}` : null);
