// Lahman Teams 1871-2024: the standings, checked against the Retrosheet games, with postseason and managers.
import { type DerivedRecord, deriveRecords } from '../../derive';
import type { BuildContext, Json, SourceModule } from '../../model';
import { table } from '../../pipeline/product';
import { int, num as real } from '../../shared/parse';
import { LAHMAN, type Lahman, RETRO, type TeamYear, conferenceKey, divisionKey } from './common';
import { isActing } from './managers';
import { roundLabel, stage } from './series';
import {
  ballparks,
  gameLogs,
  gamesAdded,
  homeParkOf,
  lahmanTeams,
  managers,
  managersOfRecord,
  series,
  teamParks,
  teamSeasonsAdded,
  venueNames,
} from './products';
import { claimSeason } from './season-claims';
import { teamSeasonRow } from './team-seasons';
import { reportUnnamed } from './venue-names';
import { joinHeadCoaches } from '@trophy-room/domain';
import type { GamesSummary, Managers, Series } from './shapes';

/** Lahman Teams 1871-2024: standings, checked against the Retrosheet games, with postseason and managers. */
export function addStandings(
  ctx: BuildContext,
  lahman: Lahman,
  games: GamesSummary,
  series: Series[],
  managers: Managers,
  ofRecord: ReadonlyMap<string, { wins: number; losses: number }>,
  homeOf: (t: TeamYear) => { venue: string | null; venueName: string | null },
  onSeason?: (
    t: TeamYear,
    lahman: { wins: number; losses: number; runs: string | null },
    games: DerivedRecord | undefined,
  ) => void,
): void {
  const bySeasonTeams = new Map<number, TeamYear[]>();
  for (const t of lahman.teams) bySeasonTeams.set(t.year, [...(bySeasonTeams.get(t.year) ?? []), t]);
  const seriesByTeam = new Map<string, Series[]>();
  for (const s of series) {
    for (const t of [s.winner, s.loser]) seriesByTeam.set(t.key, [...(seriesByTeam.get(t.key) ?? []), s]);
  }
  const postYears = new Set(series.map((s) => s.year));
  const ws = new Map(series.filter((s) => s.round === 'WS' && s.year >= 1903).map((s) => [s.year, s]));
  const halves = new Map<string, string[]>();
  for (const h of ctx.readCsv('lahman/TeamsHalf.csv')) {
    const k = `${h.yearID}:${h.teamID}`;
    halves.set(k, [...(halves.get(k) ?? []), `${h.W}-${h.L}`]);
  }
  for (const year of lahman.years) {
    const teams = bySeasonTeams.get(year)!;
    const byTeam = new Map(teams.map((t) => [t.team, t]));
    const derived = deriveRecords(games.bySeason.get(year)?.played ?? [], (team) => {
      const t = byTeam.get(team);
      return {
        division: t ? divisionKey(t.lgID, t.divID) : null,
        conference: t ? conferenceKey(t.lgID) : null,
      };
    });
    for (const t of teams) {
      const r = t.row;
      const w = int(r.W) ?? 0;
      const l = int(r.L) ?? 0;
      const g = int(r.G);
      let ties: number | null = g !== null ? g - w - l : null;
      if (ties !== null && ties < 0) {
        ctx.report({
          source: LAHMAN,
          file: 'lahman/Teams.csv',
          line: t.line,
          problem: `${year} ${t.teamID}: G ${g} < W+L ${w + l}; ties left empty`,
        });
        ties = null;
      }
      const d = derived.get(t.team);
      if (!d) {
        if (games.bySeason.has(year))
          ctx.report({
            source: RETRO,
            file: `retrosheet_gamelogs/gl${year}.csv`,
            problem: `${year} ${t.name}: no games in the game log`,
          });
      } else if (d.wins !== w || d.losses !== l) {
        ctx.report({
          source: RETRO,
          file: `retrosheet_gamelogs/gl${year}.csv`,
          problem: `${year} ${t.name} (${t.teamID}): W-L from games ${d.wins}-${d.losses}${d.ties ? `-${d.ties}` : ''} differs from Lahman Teams ${w}-${l}; Lahman kept`,
        });
      }
      onSeason?.(t, { wins: w, losses: l, runs: r.R && r.RA ? `${r.R}-${r.RA}` : null }, d);
      const ss = (seriesByTeam.get(t.key) ?? []).slice().sort((a, b) => stage(a.round) - stage(b.round));
      const post: Json[] = ss.map((s) => {
        const won = s.winner === t;
        const opp = won ? s.loser : s.winner;
        const score = won ? `${s.wins}-${s.losses}` : `${s.losses}-${s.wins}`;
        return {
          r: roundLabel(s),
          opp: opp.abbr,
          res: `${won ? 'W' : 'L'} ${score}${s.ties ? `-${s.ties}` : ''}`,
        };
      });
      const champion = ws.get(year)?.winner === t;
      let result: string | null = null;
      const lastS = ss[ss.length - 1];
      if (lastS) {
        const won = lastS.winner === t;
        result = `${won ? 'Won' : 'Lost'} ${roundLabel(lastS)}`;
        if (lastS.round === 'WS' && year < 1903) result += ` (${lastS.winner.lgID} vs ${lastS.loser.lgID})`;
      } else if (r.LgWin === 'Y') result = `Won ${t.lgID} pennant`;
      else if (r.DivWin === 'Y') result = 'Won division';
      // The season's managers of record, not an acting manager who stood in while the manager was away.
      const mgrs = (managers.byTeam.get(`${year}:${t.teamID}`) ?? []).filter((m) => !isActing(ofRecord, m));
      ctx.add(
        'team_seasons',
        teamSeasonRow({
          key: t.key,
          team: t.team,
          year,
          name: t.name,
          abbreviation: t.abbr,
          lgID: t.lgID,
          divID: t.divID,
          teamID: t.teamID,
          games: g,
          wins: w,
          losses: l,
          ties,
          rank: int(r.Rank),
          runs: int(r.R),
          runsAllowed: int(r.RA),
          record: d,
          playoffResult: result,
          playoffPosition: champion
            ? 'champion'
            : ss.length
              ? 'playoffs'
              : postYears.has(year)
                ? 'eliminated'
                : null,
          champion,
          managers: joinHeadCoaches(mgrs.map((m) => m.name)) || null,
          park: r.park || null,
          attendance: int(r.attendance),
          homeGames: int(r.Ghome),
          flags: { division: r.DivWin === 'Y', wildCard: r.WCWin === 'Y', pennant: r.LgWin === 'Y' },
          totals: {
            ab: int(r.AB),
            h: int(r.H),
            '2b': int(r.X2B),
            '3b': int(r.X3B),
            hr: int(r.HR),
            bb: int(r.BB),
            so: int(r.SO),
            sb: int(r.SB),
            cs: int(r.CS),
            hbp: int(r.HBP),
            sf: int(r.SF),
            er: int(r.ER),
            era: real(r.ERA),
            cg: int(r.CG),
            sho: int(r.SHO),
            sv: int(r.SV),
            ipo: int(r.IPouts),
            ha: int(r.HA),
            hra: int(r.HRA),
            bba: int(r.BBA),
            soa: int(r.SOA),
            e: int(r.E),
            dp: int(r.DP),
            fp: real(r.FP),
            bpf: int(r.BPF),
            ppf: int(r.PPF),
          },
          halves: halves.get(`${year}:${t.teamID}`) ?? null,
          post,
          notes: games.forfeits.get(t.key) ?? null,
          ...homeOf(t),
          source: LAHMAN,
        }),
      );
    }
  }
}

/** The team_seasons rows 1871-2024. */
export const standingsStep: SourceModule = {
  name: 'mlb-standings',
  leagues: ['mlb'],
  needs: [
    lahmanTeams,
    gameLogs,
    series,
    managers,
    managersOfRecord,
    homeParkOf,
    ballparks,
    teamParks,
    venueNames,
    gamesAdded,
  ],
  gives: [table('team_seasons'), teamSeasonsAdded],
  build(ctx) {
    const homePark = ctx.need(homeParkOf);
    const parks = ctx.need(ballparks);
    const names = ctx.need(venueNames);
    // A team-season's home: the park of most of its home games, under its name that season.
    const homeOf = (t: TeamYear) => {
      const park = homePark.get(t.key);
      return park && parks.has(park)
        ? { venue: `mlb:${park}`, venueName: names.nameOn(park, t.year) }
        : { venue: null, venueName: null };
    };
    const games = ctx.need(gameLogs);
    const fromTeams = ctx.need(teamParks);
    addStandings(
      ctx,
      ctx.need(lahmanTeams),
      games,
      ctx.need(series),
      ctx.need(managers),
      ctx.need(managersOfRecord),
      homeOf,
      (t, lahman, d) =>
        claimSeason(
          ctx,
          t,
          { lahman, games: d, runs: games.runs.get(t.key), special: games.special.get(t.key) ?? [] },
          homePark,
          fromTeams,
        ),
    );
    reportUnnamed(ctx, names);
  },
};
