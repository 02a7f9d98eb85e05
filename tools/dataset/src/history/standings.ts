// Every stored standings table ranked by its league's rules (libs/domain standingsRules and rankTable): hockey by
// points (the source's points, or the season's system where it gives none), the rest by win percentage; ties
// broken by the tie-breakers the sources hold (head-to-head from the season's regular-season games, division and
// conference records), then the postseason team, then the source's published rank; teams still level share a rank.
// Games behind is measured within the same table (the division, else the conference, else the league), where the
// league prints it (NBA, MLB); elsewhere it is left empty. Run after every team season and game is in.
import { rankTable, standingsRules, type TableEntry } from '@trophy-room/domain';
import { leagueSports, type BuildContext, type League, type Row } from '../model';
import { editableRows, type EditableRow } from './editable';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** Each season's regular-season results between two teams: `${season}|${team}|${opponent}` → W-L-T. */
function headToHeadBySeason(ctx: BuildContext) {
  const out = new Map<string, { w: number; l: number; t: number }>();
  const add = (key: string, r: 0 | 1 | 2) => {
    const x = out.get(key) ?? { w: 0, l: 0, t: 0 };
    if (r === 0) x.w++;
    else if (r === 1) x.l++;
    else x.t++;
    out.set(key, x);
  };
  for (const g of ctx.rows('games')) {
    const [hs, as] = [num(g.home_score), num(g.away_score)];
    if (g.is_playoff === true || hs === null || as === null) continue;
    const [s, h, a] = [String(g.season), String(g.home_team), String(g.away_team)];
    add(`${s}|${h}|${a}`, hs > as ? 0 : hs < as ? 1 : 2);
    add(`${s}|${a}|${h}`, as > hs ? 0 : as < hs ? 1 : 2);
  }
  return out;
}

const stat = (row: Row<'team_seasons'>, key: string): unknown =>
  row.stats && typeof row.stats === 'object' && !Array.isArray(row.stats)
    ? (row.stats as Record<string, unknown>)[key]
    : undefined;

type Entry = TableEntry & { row: EditableRow<'team_seasons'> };

/** Ranks every table; returns the number of tables ranked. */
export function rankStandings(ctx: BuildContext): number {
  const h2h = headToHeadBySeason(ctx);
  const tables = new Map<string, Entry[]>();
  for (const row of editableRows(ctx, 'team_seasons')) {
    const [wins, losses] = [num(row.wins), num(row.losses)];
    const season = ctx.get('seasons', String(row.season));
    if (wins === null || losses === null || !season) continue;
    const key = `${String(row.season)}|${String(row.conference ?? '')}|${String(row.division ?? '')}`;
    const entry: Entry = {
      row,
      team: String(row.team),
      wins,
      losses,
      ties: num(row.ties),
      ot_losses: num(row.ot_losses),
      points: num(row.points),
      games_played: num(row.games_played),
      win_percentage: num(row.win_percentage),
      division_record: typeof row.division_record === 'string' ? row.division_record : null,
      conference_record: typeof row.conference_record === 'string' ? row.conference_record : null,
      regulation_wins: num(stat(row, 'rw')),
      regulation_overtime_wins: num(stat(row, 'row')),
      postseason: row.playoff_position === 'playoffs' || row.playoff_position === 'champion',
      source_rank: num(row.rank),
    };
    const rows = tables.get(key);
    if (rows) rows.push(entry);
    else tables.set(key, [entry]);
  }
  for (const [key, entries] of tables) {
    const [seasonKey] = key.split('|');
    const season = ctx.get('seasons', seasonKey)!;
    const league = String(season.league) as League;
    const rules = standingsRules({ ...leagueSports[league], year: Number(season.start_year) });
    const ranked = rankTable(
      entries.sort((a, b) => (a.team < b.team ? -1 : a.team > b.team ? 1 : 0)),
      rules,
      {
        headToHead: (t, o) => h2h.get(`${seasonKey}|${t}|${o}`) ?? null,
        divisionTable: !key.endsWith('|'),
      },
    );
    for (const r of ranked) {
      r.entry.row.rank = r.rank;
      r.entry.row.games_behind = r.games_behind;
      if (rules.points) r.entry.row.points = r.points;
    }
  }
  return tables.size;
}
