// Hockey-Reference skater seasons 2020-21 .. 2025-26 (nhl_skaters_hockeyref_2021_2026): the regular-season lines
// after hockeyref-skaters.ts (to 2019-20), so the skaters' pages and careers run to 2025-26. As there, a traded player's
// '2TM'/'3TM' total row is the sum of his per-team rows (checked upstream), which are kept, one row per team and
// stint; goals exclude shootout goals (checked upstream against each team's goals). One source per player-season: a
// player-season another source already gives (the goalie file's lines of 2020-21 and 2021-22) is not added again,
// its figures claimed against that line instead. Goalies appear with skater columns only (GP, points, PIM): from
// 2022-23, where no goalie file reaches, that is their line.
import type { BuildContext, Row } from '../../model';
import { type Claim, claimAll, type Figure } from '../../pipeline/claims';
import { compact } from '../../shared/json';
import { int, num } from '../../shared/parse';
import { leagueSeasonLabel, seasonKey } from '../../shared/season';
import { HREF_GOALIES } from './hockeyref-goalies';
import type { CareerAdd, PlayerIndex } from './hockeyref-players';
import { joinSkaters2021 } from './hockeyref-skaters-2021-players';
import { readSkaters2021, SKATERS_2021_DIR, type SkaterRow } from './hockeyref-skaters-2021-read';
import { addPlayerSeason } from './player-season-row';

export const HREF_SKATERS_2021 = 'nhl-hockey-reference-skaters-2021';

export const hockeyRefSkaters2021Source: Row<'sources'> = {
  key: HREF_SKATERS_2021,
  name: 'Hockey-Reference skater season totals 2020-21 to 2025-26 (via egorikzxc/nhl-wc-analysis)',
  url: 'https://github.com/egorikzxc/nhl-wc-analysis',
  licence: 'No licence file; Hockey-Reference (Sports-Reference terms)',
  attribution: 'Data from Hockey-Reference.com',
  notes:
    "NHL skater regular-season totals 2020-21 to 2025-26 (goalies with skater columns only) and the award column's winners; no playoffs.",
};

/** A goalie's regular season as the goalie file and this file each give it (the goalie file's rows stand). */
export const goalieSeasonLine: Figure = {
  id: 'nhl.goalie_season.line',
  name: 'NHL goalie-season GP, goals-assists-points, PIM: goalie file vs skater file',
  precedence: [HREF_GOALIES, HREF_SKATERS_2021],
  rule:
    "Both are Hockey-Reference's tables of the season; the goalie file's line is kept (it carries the goalie's " +
    'record), the skater table gives the same games and points for a goalie.',
  explain: (claims: readonly Claim[]) => claims.find((c) => c.note)?.note ?? null,
};

/** Whole minutes of a 'mmmm:ss' time on ice (the 2019-20 file gives whole minutes). */
const minutes = (v: string | undefined) => {
  const m = /^(\d+):(\d\d)$/.exec((v ?? '').trim());
  return m ? Math.round(Number(m[1]) + Number(m[2]) / 60) : null;
};

const line = (c: Record<string, string>) => `${c.GP} GP, ${c.G}-${c.A}-${c.PTS}, ${c.PIM} PIM`;

export interface Skaters2021 {
  rows: SkaterRow[];
  playerOf: Map<string, string>;
  careers: CareerAdd[];
}

export function addHockeyRefSkaters2021(ctx: BuildContext, players: PlayerIndex): Skaters2021 {
  const rows = readSkaters2021(ctx);
  const { playerOf, by } = joinSkaters2021(ctx, players, rows, HREF_SKATERS_2021);
  // The player-seasons another source already gives (regular season): those lines stand.
  const given = new Set<string>();
  for (const r of ctx.rows('player_seasons'))
    if (!r.is_postseason && String(r.player).startsWith('nhl:'))
      given.add(`${String(r.player)}|${String(r.season)}`);

  const careers: CareerAdd[] = [];
  const stint = new Map<string, number>();
  const apart = new Map<string, SkaterRow[]>();
  let totals = 0;
  let added = 0;
  for (const r of rows) {
    if (r.total) {
      totals++;
      continue;
    }
    const player = playerOf.get(r.id)!;
    const team = players.team(r.year, r.team);
    if (!team) {
      ctx.report({
        source: HREF_SKATERS_2021,
        file: r.file,
        line: r.line,
        problem: `${r.name} (${r.id}): unknown team code ${r.team} in ${leagueSeasonLabel('nhl', r.year)}; row not added`,
      });
      continue;
    }
    const season = seasonKey('nhl', r.year);
    if (given.has(`${player}|${season}`)) {
      const k = `${player}|${r.year}`;
      apart.set(k, [...(apart.get(k) ?? []), r]);
      continue;
    }
    const c = r.cells;
    const n = (stint.get(`${player}|${r.year}`) ?? 0) + 1;
    stint.set(`${player}|${r.year}`, n);
    addPlayerSeason(ctx, {
      player,
      year: r.year,
      team,
      stint: n,
      postseason: false,
      games: int(c.GP),
      stats: compact({
        pos: c.Pos || null,
        g: int(c.G),
        a: int(c.A),
        pts: int(c.PTS),
        pim: int(c.PIM),
        pm: int(c['+/-']),
        ppg: int(c.PPG),
        ppa: int(c.PP),
        shg: int(c.SHG),
        sha: int(c.SH),
        gwg: int(c.GWG),
        sog: int(c.SOG),
        toi: minutes(c.TOI),
        blk: int(c.BLK),
        hit: int(c.HIT),
        fow: int(c.FOW),
        fol: int(c.FOL),
        tk: int(c.TAKE),
        gv: int(c.GIVE),
      }),
      source: HREF_SKATERS_2021,
    });
    added++;
    careers.push({
      player,
      add: { gp: int(c.GP), g: int(c.G), a: int(c.A), pts: int(c.PTS), pim: int(c.PIM) },
    });
  }
  claimGivenSeasons(ctx, apart);
  updateYears(ctx, rows, playerOf);
  ctx.report({
    source: HREF_SKATERS_2021,
    file: SKATERS_2021_DIR,
    problem:
      `${added} player-season rows added; ${totals} '2TM'/'3TM' total rows of traded players not added (their ` +
      `per-team rows are); ${[...apart.values()].flat().length} rows of ${apart.size} player-seasons another ` +
      `source gives (goalie file) not added; ${playerOf.size} players: ` +
      [...by].map(([k, v]) => `${v} by ${k}`).join(', '),
  });
  return { rows, playerOf, careers };
}

/** The player-seasons left to the other source: this file's figures claimed against that line's. */
function claimGivenSeasons(ctx: BuildContext, apart: Map<string, SkaterRow[]>) {
  const lines = new Map<string, Row<'player_seasons'>[]>();
  for (const r of ctx.rows('player_seasons'))
    if (!r.is_postseason) {
      const k = `${String(r.player)}|${String(r.season)}`;
      lines.set(k, [...(lines.get(k) ?? []), r]);
    }
  const sum = (ls: Row<'player_seasons'>[], f: (l: Row<'player_seasons'>) => unknown) =>
    ls.reduce((a, l) => a + (Number(f(l)) || 0), 0);
  for (const [k, rs] of apart) {
    const [player, year] = k.split('|');
    const other = lines.get(`${player}|${seasonKey('nhl', Number(year))}`) ?? [];
    const source = String(other[0]?.source);
    const st = (key: string) => (l: Row<'player_seasons'>) => (l.stats as Record<string, unknown>)[key];
    const theirs = line({
      GP: String(sum(other, (l) => l.games_played)),
      G: String(sum(other, st('g'))),
      A: String(sum(other, st('a'))),
      PTS: String(sum(other, st('pts'))),
      PIM: String(sum(other, st('pim'))),
    });
    const add = (key: string) => String(rs.reduce((a, r) => a + (num(r.cells[key]) ?? 0), 0));
    const ours = line({ GP: add('GP'), G: add('G'), A: add('A'), PTS: add('PTS'), PIM: add('PIM') });
    const name = String(ctx.get('people', String(ctx.get('players', player)?.person))?.full_name ?? player);
    claimAll(
      ctx,
      goalieSeasonLine,
      {
        league: 'nhl',
        key: `${player}:${year}`,
        label: `${name}, ${leagueSeasonLabel('nhl', Number(year))}`,
      },
      [
        { source, value: theirs },
        { source: HREF_SKATERS_2021, value: ours },
      ],
    );
  }
}

/** Each player's first and last NHL season take in this file's; active means he played in its last season. */
function updateYears(ctx: BuildContext, rows: readonly SkaterRow[], playerOf: Map<string, string>) {
  const last = rows.reduce((y, r) => Math.max(y, r.year), 0);
  const span = new Map<string, [number, number]>();
  for (const r of rows) {
    const p = playerOf.get(r.id)!;
    const s = span.get(p);
    span.set(p, s ? [Math.min(s[0], r.year), Math.max(s[1], r.year)] : [r.year, r.year]);
  }
  let retired = 0;
  for (const p of ctx.rows('players')) {
    if (p.league !== 'nhl') continue;
    const s = span.get(p.key);
    if (s) {
      const first = Math.min(Number(p.first_year ?? s[0]), s[0]);
      const lastYear = Math.max(Number(p.last_year ?? s[1]), s[1]);
      Object.assign(p, { first_year: first, last_year: lastYear, is_active: lastYear === last });
    } else if (p.is_active === true && Number(p.last_year) < last) {
      Object.assign(p, { is_active: false });
      retired++;
    }
  }
  ctx.report({
    source: HREF_SKATERS_2021,
    file: SKATERS_2021_DIR,
    problem: `active = played in ${leagueSeasonLabel('nhl', last)}; ${retired} players active in the rosters (to 2023-24) without a line after it marked inactive`,
  });
}
