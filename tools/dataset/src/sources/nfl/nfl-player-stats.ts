// NFL player season statistics: Pro-Football-Reference's season tables 1970-2021 (offence: passing, rushing,
// receiving, fumbles, games and starts) and NFL.com's career pages 1924-2016 (passing, rushing, receiving; defence
// 1970-2016). Where both give a player's offence for a season, PFR wins: it is the reference the site is measured
// against, it has games started and targets, and it has one line per season (NFL.com splits some by team and leaves
// early seasons incomplete). NFL.com adds the defence to that line, and the offence of seasons PFR lacks (before
// 1970, and players outside PFR's table). Players are found through the rosters (name, season and team); NFL.com
// players whose careers began before the rosters (1970) and are on none become players of their own.
import type { BuildContext, Json } from '../../model';
import { compact } from '../../shared/json';
import { int, num } from '../../shared/parse';
import { slugify } from '../../shared/slug';
import { L } from './util';
import type { Teams } from './teams';

export const PFR_STATS = 'nfl-player-stats-pfr';
export const NFLCOM_STATS = 'nfl-player-stats-nflcom';
const PFR_FIRST = 1970;
const PFR_LAST = 2021;
const ROSTER_FIRST = 1970;
const pfrFile = (season: number) => `nfl_player_stats_pfr_1970_2021/${season}.csv`;
const nflcomFile = (kind: string) => `nfl_player_stats_nflcom_1924_2016/Career_Stats_${kind}.csv`;

const norm = (s: string) => slugify(s).replace(/-(jr|sr|ii|iii|iv|v)$/, '');
type Stats = Record<string, number>;
/** NFL exports write 0 for "did not record": zeros are left out with the missing cells. */
const nonZero = (o: Record<string, number | null>): Stats => compact(o, { dropZeros: true }) ?? {};


/** NFL.com cells: '--' is missing. */
const cell = (v: string | undefined) => (v === undefined || v.trim() === '--' ? null : num(v));

/** Players on rosters by name + season (+ team): the way in for sources without ids. */
function rosterIndex(ctx: BuildContext) {
  const bySeason = new Map<string, Set<string>>();
  const byTeam = new Map<string, Set<string>>();
  for (const r of ctx.rows('roster_entries')) {
    if (!String(r.key).startsWith(`${L}:`)) continue;
    const player = ctx.get('players', String(r.player))!;
    const name = norm(String(ctx.get('people', String(player.person))!.full_name));
    const season = String(r.season).slice(L.length + 1);
    const a = `${name}|${season}`;
    bySeason.set(a, (bySeason.get(a) ?? new Set()).add(String(r.player)));
    const b = `${a}|${r.team}`;
    byTeam.set(b, (byTeam.get(b) ?? new Set()).add(String(r.player)));
  }
  // Career span per name, for seasons a roster file misses.
  const spans = new Map<string, Map<string, [number, number]>>();
  for (const [k, players] of bySeason) {
    const cut = k.lastIndexOf('|');
    const [name, season] = [k.slice(0, cut), Number(k.slice(cut + 1))];
    const m = spans.get(name) ?? new Map<string, [number, number]>();
    for (const p of players) {
      const [a, b] = m.get(p) ?? [season, season];
      m.set(p, [Math.min(a, season), Math.max(b, season)]);
    }
    spans.set(name, m);
  }
  const one = (s: Set<string> | undefined) => (s && s.size === 1 ? [...s][0] : null);
  return {
    find: (name: string, season: number, team: string | null): string | null =>
      team
        ? one(byTeam.get(`${norm(name)}|${season}|${team}`))
        : one(bySeason.get(`${norm(name)}|${season}`)),
    /** The one rostered player of this name whose roster seasons surround this season. */
    within(name: string, season: number): string | null {
      const c = [...(spans.get(norm(name)) ?? [])].filter(([, [a, b]]) => a <= season && season <= b);
      return c.length === 1 ? c[0][0] : null;
    },
  };
}

interface Line {
  player: string;
  season: number;
  team: string | null;
  games: number | null;
  started: number | null;
  stats: Stats;
  source: string;
}

function pfrLines(ctx: BuildContext, teams: Teams, index: ReturnType<typeof rosterIndex>): Line[] {
  const { find } = index;
  const out: Line[] = [];
  for (let season = PFR_FIRST; season <= PFR_LAST; season++) {
    let unmatched = 0;
    for (const r of ctx.readCsv(pfrFile(season))) {
      const name = (r.Player ?? '').replace(/[*+]+$/, '').trim();
      const multi = /^\dTM$/.test(r.Tm ?? '');
      const team = multi ? null : teams.byCode(r.Tm, season);
      // Some roster files miss players (2012 and 2014 lack about 100 of PFR's): then the season either side.
      const near = (y: number) => find(name, y, team) ?? (team ? null : find(name, y, null));
      const player = near(season) ?? near(season - 1) ?? near(season + 1) ?? index.within(name, season);
      if (!name || !player || (!multi && !team)) {
        unmatched++;
        continue;
      }
      out.push({
        player,
        season,
        team,
        games: int(r.G),
        started: int(r.GS),
        stats: nonZero({
          pass_cmp: int(r.Cmp),
          pass_att: int(r.PassingAtt),
          pass_yds: int(r.PassingYds),
          pass_td: int(r.PassingTD),
          pass_int: int(r.Int),
          rush_att: int(r.RushingAtt),
          rush_yds: int(r.RushingYds),
          rush_td: int(r.RushingTD),
          rec_tgt: int(r.Tgt),
          rec: int(r.Rec),
          rec_yds: int(r.ReceivingYds),
          rec_td: int(r.ReceivingTD),
          fmb: int(r.Fumbles),
          fl: int(r.FumblesLost),
        }),
        source: PFR_STATS,
      });
    }
    if (unmatched)
      ctx.report({
        source: PFR_STATS,
        file: pfrFile(season),
        problem: `${unmatched} rows not joined to one rostered player by name, season and team; not added`,
      });
  }
  return out;
}

interface NflcomRow {
  id: string;
  name: string;
  season: number;
  teamName: string;
  games: number | null;
  stats: Stats;
}

function nflcomRows(ctx: BuildContext): NflcomRow[] {
  const out: NflcomRow[] = [];
  const kinds: [string, (r: Record<string, string>) => Stats][] = [
    [
      'Passing',
      (r) =>
        nonZero({
          pass_cmp: cell(r['Passes Completed']),
          pass_att: cell(r['Passes Attempted']),
          pass_yds: cell(r['Passing Yards']),
          pass_td: cell(r['TD Passes']),
          pass_int: cell(r.Ints),
        }),
    ],
    [
      'Rushing',
      (r) =>
        nonZero({
          rush_att: cell(r['Rushing Attempts']),
          rush_yds: cell(r['Rushing Yards']),
          rush_td: cell(r['Rushing TDs']),
        }),
    ],
    [
      'Receiving',
      (r) =>
        nonZero({
          rec: cell(r.Receptions),
          rec_yds: cell(r['Receiving Yards']),
          rec_td: cell(r['Receiving TDs']),
        }),
    ],
    [
      'Defensive',
      (r) =>
        nonZero({
          def_tkl: cell(r['Total Tackles']),
          def_solo: cell(r['Solo Tackles']),
          def_ast: cell(r['Assisted Tackles']),
          def_sk: cell(r.Sacks),
          def_sfty: cell(r.Safeties),
          def_pd: cell(r['Passes Defended']),
          def_int: cell(r.Ints),
          def_int_yds: cell(r['Int Yards']),
          def_int_td: cell(r['Ints for TDs']),
        }),
    ],
  ];
  for (const [kind, stats] of kinds)
    for (const r of ctx.readCsv(nflcomFile(kind))) {
      const [last, first] = (r.Name ?? '').split(/,\s*/);
      out.push({
        id: (r['Player Id'] ?? '').trim(),
        name: first ? `${first} ${last}` : last,
        season: int(r.Year) ?? 0,
        teamName: (r.Team ?? '').trim(),
        games: cell(r['Games Played']),
        stats: stats(r),
      });
    }
  return out;
}

/** Adds each NFL.com player without a rostered match whose career began before the rosters. */
function nflcomPlayer(
  ctx: BuildContext,
  id: string,
  rows: NflcomRow[],
  bio: Map<string, Record<string, string>>,
) {
  const key = `${L}:~nflcom-${slugify(id)}`;
  if (ctx.has('players', key)) return key;
  const b = bio.get(id);
  const name = rows[0].name;
  const [first, ...rest] = name.split(' ');
  const born = b?.Birthday ? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(b.Birthday.trim()) : null;
  const birth = born ? `${born[3]}-${born[1].padStart(2, '0')}-${born[2].padStart(2, '0')}` : null;
  const seasons = rows.map((r) => r.season);
  ctx.add('people', {
    key: `${L}:person-~nflcom-${slugify(id)}`,
    slug: slugify(name),
    first_name: first || null,
    last_name: rest.join(' ') || null,
    full_name: name,
    birth_date: birth,
    birth_year: birth ? Number(birth.slice(0, 4)) : null,
    height_inches: int(b?.['Height (inches)']),
    weight_pounds: int(b?.['Weight (lbs)']),
    college: b?.College?.trim() || null,
    source: NFLCOM_STATS,
  });
  ctx.add('players', {
    key,
    slug: slugify(name),
    person: `${L}:person-~nflcom-${slugify(id)}`,
    league: L,
    primary_position: b?.Position?.trim() || null,
    first_year: Math.min(...seasons),
    last_year: Math.max(...seasons),
    is_active: false,
    source: NFLCOM_STATS,
  });
  return key;
}

export function addNflPlayerStats(ctx: BuildContext, teams: Teams): void {
  ctx.add('sources', {
    key: PFR_STATS,
    name: 'Pro-Football-Reference season tables 1970-2021 (via fantasydatapros / bendominguez0111)',
    url: 'https://github.com/bendominguez0111/fantasy-csv-data',
    licence: 'No licence file; data from Pro-Football-Reference (Sports-Reference terms apply)',
    attribution: 'Statistics from Pro-Football-Reference.com',
    notes:
      'Offensive season statistics of the players in PFR fantasy tables, 1970-2021 (passing, rushing, receiving, fumbles, games, starts). Players traded in a season have one combined line.',
  });
  ctx.add('sources', {
    key: NFLCOM_STATS,
    name: "NFL.com career statistics (Kaggle 'NFL Statistics', via kamath/NFL-data-hacking)",
    url: 'https://github.com/kamath/NFL-data-hacking',
    licence: 'No licence stated; data from NFL.com (NFL terms apply)',
    attribution: 'Statistics from NFL.com, compiled by Kendall Gillies (Kaggle)',
    notes:
      'Passing, rushing and receiving 1924-2016 and defence 1970-2016 per player, season and team; only players with an NFL.com profile, so early seasons are incomplete.',
  });
  const index = rosterIndex(ctx);
  const { find } = index;
  const pfrSeason = new Map<string, Line>();
  for (const l of pfrLines(ctx, teams, index)) {
    const k = `${l.player}|${l.season}`;
    // Two rows of one season found the same player (a namesake the roster file misses): the first stays.
    if (pfrSeason.has(k)) {
      ctx.report({
        source: PFR_STATS,
        file: pfrFile(l.season),
        problem: `two rows found ${l.player} in ${l.season}; the second is not added`,
      });
      continue;
    }
    pfrSeason.set(k, l);
  }
  const lines = [...pfrSeason.values()];

  // NFL.com: one player per NFL.com id, found through any rostered season (name, season, team).
  const nflcom = nflcomRows(ctx);
  const byId = new Map<string, NflcomRow[]>();
  for (const r of nflcom) if (r.id && r.season) byId.set(r.id, [...(byId.get(r.id) ?? []), r]);
  const bio = new Map(
    ctx.readCsv(`nfl_player_stats_nflcom_1924_2016/Basic_Stats.csv`).map((b) => [b['Player Id'], b]),
  );
  let noTeam = 0;
  let unmatched = 0;
  const nflcomLines = new Map<string, Line>();
  for (const [id, rows] of [...byId].sort((a, b) => a[0].localeCompare(b[0]))) {
    const votes = new Map<string, number>();
    for (const r of rows) {
      if (r.season < ROSTER_FIRST) continue;
      const p = find(r.name, r.season, teams.byName(r.season, r.teamName));
      if (p) votes.set(p, (votes.get(p) ?? 0) + 1);
    }
    const best = [...votes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
    const earliest = Math.min(...rows.map((r) => r.season));
    if (!best && earliest >= ROSTER_FIRST) {
      unmatched++;
      continue;
    }
    const player = best ?? nflcomPlayer(ctx, id, rows, bio);
    for (const r of rows) {
      const team = teams.byName(r.season, r.teamName);
      if (!team) {
        noTeam++;
        continue;
      }
      const k = `${player}|${r.season}|${team}`;
      const l = nflcomLines.get(k) ?? {
        player,
        season: r.season,
        team,
        games: null,
        started: null,
        stats: {},
        source: NFLCOM_STATS,
      };
      l.games = Math.max(l.games ?? 0, r.games ?? 0) || null;
      Object.assign(l.stats, r.stats);
      nflcomLines.set(k, l);
    }
  }
  ctx.report({
    source: NFLCOM_STATS,
    file: 'nfl_player_stats_nflcom_1924_2016',
    problem: `${unmatched} players from 1970 on not joined to one rostered player by name, season and team, and ${noTeam} rows of teams outside the data (AAFC and other leagues); not added`,
  });

  // PFR's season line takes what PFR's table lacks from NFL.com (summed over a traded player's teams): the
  // defence, and completions after 1991. NFL.com alone gives the seasons PFR lacks.
  const fills = (k: string, season: number) => k.startsWith('def_') || (k === 'pass_cmp' && season > 1991);
  for (const l of nflcomLines.values()) {
    const p = pfrSeason.get(`${l.player}|${l.season}`);
    if (!p) {
      lines.push(l);
      continue;
    }
    for (const [k, v] of Object.entries(l.stats)) if (fills(k, l.season)) p.stats[k] = (p.stats[k] ?? 0) + v;
  }
  const stint = new Map<string, number>();
  for (const l of lines.sort(
    (a, b) =>
      a.player.localeCompare(b.player) || a.season - b.season || String(a.team).localeCompare(String(b.team)),
  )) {
    const s = `${l.player}|${l.season}`;
    const n = (stint.get(s) ?? 0) + 1;
    stint.set(s, n);
    ctx.add('player_seasons', {
      key: `${l.player}:ps:${l.season}:${n}`,
      player: l.player,
      season: `${L}:${l.season}`,
      team: l.team,
      stint: n,
      is_postseason: false,
      games_played: l.games,
      games_started: l.started,
      stats: Object.keys(l.stats).length ? (l.stats as Json) : null,
      source: l.source,
    });
  }
}
