// The team seasons of a season the feeds own, counted again from its regular-season games after every batch: the
// record, points, win percentage, home/away/division/conference records, streak, then every table ranked by the
// league's rules (libs/domain: the same rankTable and standingsRules the pipeline ranks the dataset's tables with).
import type { Queryable } from '@trophy-room/db';
import { rankTable, standingsRules, winPercentage, type TableEntry } from '@trophy-room/domain';

interface Side {
  id: number;
  team_id: number;
  conference_id: number | null;
  division_id: number | null;
}
interface PlayedGame {
  home_team_id: number;
  away_team_id: number;
  home_score: number;
  away_score: number;
  overtime: string | null;
}

interface Tally {
  w: number;
  l: number;
  t: number;
  otl: number;
  rw: number;
  row: number;
  pf: number;
  pa: number;
  home: [number, number, number];
  away: [number, number, number];
  division: [number, number, number];
  conference: [number, number, number];
  results: ('W' | 'L' | 'T')[];
}

const blank = (): Tally => ({
  w: 0,
  l: 0,
  t: 0,
  otl: 0,
  rw: 0,
  row: 0,
  pf: 0,
  pa: 0,
  home: [0, 0, 0],
  away: [0, 0, 0],
  division: [0, 0, 0],
  conference: [0, 0, 0],
  results: [],
});

/** "W-L", "W-L-T" where there were ties; hockey's "W-L-OTL" (its third figure is overtime losses). */
const recordText = ([w, l, x]: [number, number, number], hockey: boolean) =>
  hockey || x ? `${w}-${l}-${x}` : `${w}-${l}`;

function streakOf(results: Tally['results']): string | null {
  const last = results.at(-1);
  if (!last) return null;
  let n = 0;
  for (let i = results.length - 1; i >= 0 && results[i] === last; i--) n++;
  return `${last}${n}`;
}

export async function recountSeason(
  tx: Queryable,
  seasonId: number,
  scope: { sport: string; level: string; year: number },
): Promise<void> {
  const hockey = scope.sport === 'hockey';
  const rules = standingsRules(scope);
  const otLossCounts = hockey && !!rules.points?.otLoss;
  const sides = await tx.query<Side>(
    'SELECT id, team_id, conference_id, division_id FROM team_seasons WHERE season_id = $1 ORDER BY team_id',
    [seasonId],
  );
  const games = await tx.query<PlayedGame>(
    `SELECT home_team_id, away_team_id, home_score, away_score, overtime FROM games
      WHERE season_id = $1 AND NOT COALESCE(is_playoff, FALSE) AND status = 'final'
        AND home_score IS NOT NULL AND away_score IS NOT NULL
      ORDER BY game_date, game_time NULLS LAST, id`,
    [seasonId],
  );
  const byTeam = new Map(sides.map((s) => [s.team_id, s]));
  const tallies = new Map(sides.map((s) => [s.team_id, blank()]));
  const h2h = new Map<string, { w: number; l: number; t: number }>();
  const count = (
    team: number,
    opp: number,
    scored: number,
    allowed: number,
    ot: string | null,
    at: 'home' | 'away',
  ) => {
    const x = tallies.get(team);
    const me = byTeam.get(team);
    if (!x || !me) return;
    const them = byTeam.get(opp);
    const r: 0 | 1 | 2 = scored > allowed ? 0 : scored < allowed ? 1 : 2;
    const otl = r === 1 && otLossCounts && ot !== null;
    x.pf += scored;
    x.pa += allowed;
    if (r === 0) {
      x.w++;
      if (!ot) x.rw++;
      if (ot !== 'SO') x.row++;
    } else if (otl) x.otl++;
    else if (r === 1) x.l++;
    else x.t++;
    const slot = r === 0 ? 0 : otl || r === 2 ? 2 : 1;
    x[at][slot]++;
    if (them && me.division_id !== null && me.division_id === them.division_id) x.division[slot]++;
    if (them && me.conference_id !== null && me.conference_id === them.conference_id) x.conference[slot]++;
    x.results.push(r === 0 ? 'W' : r === 1 ? 'L' : 'T');
    const key = `${team}|${opp}`;
    const hh = h2h.get(key) ?? { w: 0, l: 0, t: 0 };
    if (r === 0) hh.w++;
    else if (r === 1) hh.l++;
    else hh.t++;
    h2h.set(key, hh);
  };
  for (const g of games) {
    count(g.home_team_id, g.away_team_id, g.home_score, g.away_score, g.overtime, 'home');
    count(g.away_team_id, g.home_team_id, g.away_score, g.home_score, g.overtime, 'away');
  }

  type Entry = TableEntry & { side: Side; tally: Tally };
  const tables = new Map<string, Entry[]>();
  for (const side of sides) {
    const x = tallies.get(side.team_id)!;
    const entry: Entry = {
      side,
      tally: x,
      team: String(side.team_id),
      wins: x.w,
      losses: x.l,
      ties: x.t,
      ot_losses: x.otl,
      games_played: x.w + x.l + x.t + x.otl,
      win_percentage: winPercentage({ wins: x.w, losses: x.l + x.otl, ties: x.t }, scope),
      division_record: recordText(x.division, hockey),
      conference_record: recordText(x.conference, hockey),
      regulation_wins: hockey ? x.rw : null,
      regulation_overtime_wins: hockey ? x.row : null,
    };
    const key = `${side.conference_id ?? ''}|${side.division_id ?? ''}`;
    tables.set(key, [...(tables.get(key) ?? []), entry]);
  }
  const updates: unknown[][] = [[], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], []];
  for (const [key, entries] of tables) {
    const ranked = rankTable(entries, rules, {
      headToHead: (t, o) => h2h.get(`${t}|${o}`) ?? null,
      divisionTable: !key.endsWith('|'),
    });
    for (const r of ranked) {
      const x = r.entry.tally;
      const row = [
        r.entry.side.id,
        r.entry.games_played,
        x.w,
        x.l,
        x.t,
        x.otl,
        rules.points ? r.points : null,
        r.entry.win_percentage,
        rules.gamesBehind ? r.games_behind : null,
        r.rank,
        x.pf,
        x.pa,
        recordText(x.home, hockey),
        recordText(x.away, hockey),
        r.entry.division_record,
        r.entry.conference_record,
        streakOf(x.results),
      ];
      row.forEach((v, i) => updates[i].push(v));
    }
  }
  await tx.query(
    `UPDATE team_seasons ts SET games_played = u.gp, wins = u.w, losses = u.l, ties = u.t, ot_losses = u.otl,
            points = u.pts, win_percentage = u.pct, games_behind = u.gb, rank = u.rank, points_for = u.pf,
            points_against = u.pa, home_record = u.home, away_record = u.away, division_record = u.div,
            conference_record = u.conf, streak = u.streak
       FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::real[],
                   $9::real[], $10::int[], $11::int[], $12::int[], $13::text[], $14::text[], $15::text[], $16::text[],
                   $17::text[])
         AS u(id, gp, w, l, t, otl, pts, pct, gb, rank, pf, pa, home, away, div, conf, streak)
      WHERE ts.id = u.id`,
    updates,
  );
}
