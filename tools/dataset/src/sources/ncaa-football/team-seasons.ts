// College football team seasons 2013-2023 (cfb_team_seasons): FBS programmes, their conference each season, W-L
// and season statistics.
import type { BuildContext } from '../../model';
import { type School, ensureSeason, ensureTeam, upsertTeamSeason } from '../../shared/college';
import { compact } from '../../shared/json';
import { int, num } from '../../shared/parse';
import type { Pending } from '../../shared/pending';
import { L, SRC_SEASONS } from './sources';
import { seasonWinPercentage } from '../../shared/win-percentage';

/** Conference spellings in cfb_team_seasons → [key suffix, name, abbreviation]. */
const conferences: Record<string, [string, string, string]> = {
  AAC: ['aac', 'American Athletic Conference', 'AAC'],
  ACC: ['acc', 'Atlantic Coast Conference', 'ACC'],
  'Big 12': ['big-12', 'Big 12 Conference', 'Big 12'],
  'Big Ten': ['big-ten', 'Big Ten Conference', 'Big Ten'],
  'C-USA': ['c-usa', 'Conference USA', 'C-USA'],
  CUSA: ['c-usa', 'Conference USA', 'C-USA'],
  MAC: ['mac', 'Mid-American Conference', 'MAC'],
  MWC: ['mountain-west', 'Mountain West Conference', 'MW'],
  'Mountain West': ['mountain-west', 'Mountain West Conference', 'MW'],
  'Pac-12': ['pac-12', 'Pac-12 Conference', 'Pac-12'],
  SEC: ['sec', 'Southeastern Conference', 'SEC'],
  'Sun Belt': ['sun-belt', 'Sun Belt Conference', 'Sun Belt'],
  'FBS Independent': ['independent', 'FBS Independents', 'Ind.'],
  Independent: ['independent', 'FBS Independents', 'Ind.'],
};

/**
 * Team-season rows whose conference cell is empty in the source ('Ole Miss ()', 'Pittsburgh ()'): the membership
 * is not in doubt (Ole Miss: SEC since 1932; Pittsburgh: ACC since 2013), so it is filled and reported.
 */
const knownConference: Record<string, string> = { 'Ole Miss': 'SEC', Pittsburgh: 'ACC' };

/** Stats kept in team_seasons.stats: normalised header → short key. */
const statKeys: Record<string, string> = {
  offrank: 'off_rk',
  defrank: 'def_rk',
  offyardspergame: 'ypg',
  yardspergameallowed: 'opp_ypg',
  passyardspergame: 'pass_ypg',
  rushingyardspergame: 'rush_ypg',
  pointspergame: 'ppg',
  avgpointspergameallowed: 'opp_ppg',
  scoringoffrank: 'score_off_rk',
  scoringdefrank: 'score_def_rk',
  turnovermargin: 'to_margin',
  sacks: 'sacks',
};

const norm = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

export function addTeamSeasons(ctx: BuildContext, p: Pending, schools: Map<string, School>): void {
  const confKey = (c: string) => `${L}:${conferences[c][0]}`;
  for (const c of Object.keys(conferences).sort()) {
    const [suffix, name, abbreviation] = conferences[c];
    const key = `${L}:${suffix}`;
    if (ctx.has('conferences', key)) continue;
    ctx.add('conferences', {
      key,
      slug: `${suffix}-football`,
      name,
      abbreviation,
      league: L,
      source: SRC_SEASONS,
    });
  }

  const latestConf = new Map<string, { year: number; conf: string }>();
  const seasonTeams = new Map<number, number>();
  for (let year = 2013; year <= 2023; year++) {
    const file = `cfb_team_seasons_2013_2023/cfb${String(year).slice(2)}.csv`;
    const rows = ctx.readCsv(file);
    rows.forEach((r, i) => {
      const line = i + 2;
      const raw = (r.Team ?? '').trim();
      const m = /^(.*?)\s*\(([^()]*)\)$/.exec(raw);
      if (!m) {
        ctx.report({
          source: SRC_SEASONS,
          file,
          line,
          problem: `team cell '${raw}' has no '(Conference)'; row skipped`,
        });
        return;
      }
      const schoolName = m[1].trim();
      let conf = m[2].trim();
      const s = schools.get(schoolName);
      if (!s) {
        ctx.report({
          source: SRC_SEASONS,
          file,
          line,
          problem: `unknown school '${schoolName}'; row skipped`,
        });
        return;
      }
      if (conf === '') {
        const known = knownConference[s.school];
        ctx.report({
          source: SRC_SEASONS,
          file,
          line,
          problem: `${s.school} ${year}: empty conference${known ? `; filled as ${known}` : ''}`,
        });
        if (!known) return;
        conf = known;
      }
      if (!conferences[conf]) {
        ctx.report({ source: SRC_SEASONS, file, line, problem: `unknown conference '${conf}'; row skipped` });
        return;
      }
      let wins = int(r.Win);
      let losses = int(r.Loss);
      if (r['Win-Loss'] !== undefined) {
        const wl = /^(\d+)-(\d+)$/.exec(r['Win-Loss'].trim());
        wins = wl ? Number(wl[1]) : null;
        losses = wl ? Number(wl[2]) : null;
      }
      const games = int(r.Games);
      if (wins == null || losses == null) {
        ctx.report({
          source: SRC_SEASONS,
          file,
          line,
          problem: `${s.school} ${year}: unreadable W-L; record left empty`,
        });
      } else if (games != null && games !== wins + losses) {
        ctx.report({
          source: SRC_SEASONS,
          file,
          line,
          problem: `${s.school} ${year}: games ${games} != W+L ${wins + losses}`,
        });
      }
      const stats: Record<string, number | null> = {};
      for (const [h, v] of Object.entries(r)) {
        const k = statKeys[norm(h)];
        if (k && stats[k] == null) stats[k] = num(v);
      }
      const team = ensureTeam(p, L, s);
      const season = ensureSeason(p, L, year, SRC_SEASONS);
      const key = `${team}:${year}`;
      if (p.has('team_seasons', key)) {
        ctx.report({
          source: SRC_SEASONS,
          file,
          line,
          problem: `${s.school} ${year}: second row for the team ignored`,
        });
        return;
      }
      upsertTeamSeason(p, {
        key,
        team,
        season,
        name: s.school,
        conference: confKey(conf),
        games_played: games,
        wins,
        losses,
        ties: wins == null ? null : 0,
        win_percentage:
          wins != null && losses != null ? seasonWinPercentage(L, year, { wins, losses, ties: 0 }) : null,
        points_for: int(r['Total Points'] ?? r['Total.Points']),
        points_against: int(r['Points Allowed'] ?? r['Points.Allowed']),
        stats: compact(stats),
        derived_from_games: false,
        source: SRC_SEASONS,
      });
      seasonTeams.set(year, (seasonTeams.get(year) ?? 0) + 1);
      const prev = latestConf.get(team);
      if (!prev || prev.year < year) latestConf.set(team, { year, conf: confKey(conf) });
    });
  }
  for (const [year, n] of seasonTeams) {
    p.get('seasons', `${L}:${year}`)!.teams_count = n;
  }
  for (const [team, { conf }] of latestConf) p.get('teams', team)!.conference = conf;
}
