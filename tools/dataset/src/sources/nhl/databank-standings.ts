// Hockey Databank standings (Teams.csv, NHL rows 1917-18..2017-18): one TeamSeasonRecord per team-season, with
// the playoff result its code names and the season's head coaches; the record text of each team-season.
import { nhlPlayoffResult, nhlTeamsRoundCode, pointsPercentage } from '@trophy-room/domain';
import type { BuildContext } from '../../model';
import { compact } from '../../shared/json';
import { int } from '../../shared/parse';
import { claimAll } from '../../pipeline/claims';
import { leagueSeasonLabel } from '../../shared/season';
import { DB, dbFile, recordText } from './common';
import { recordValue, teamSeasonRecord } from './figures';
import type { Coaches } from './databank-coaches';
import type { Franchises } from './franchises';
import { teamSeasonKey, type TeamSeasonRecord } from './team-seasons';
import { seasonWinPercentage } from '../../shared/win-percentage';

export function databankStandings(
  ctx: BuildContext,
  fr: Franchises,
  coaches: Coaches,
): { records: TeamSeasonRecord[]; recordText: Map<string, string> } {
  const abbrev = new Map(
    ctx
      .readCsv(dbFile('abbrev.csv'))
      .filter((r) => r.Type === 'Playoffs')
      .map((r) => [r.Code, r.Fullname]),
  );
  const records: TeamSeasonRecord[] = [];
  const texts = new Map<string, string>(); // `${year}:${team}` → 'W-L-T'
  ctx.readCsv(dbFile('Teams.csv')).forEach((r, i) => {
    if (r.lgID !== 'NHL') return;
    const year = Number(r.year);
    const team = fr.databankTeam(year, r.tmID);
    if (!team) return; // reported by buildFranchises
    const gp = int(r.G) ?? 0;
    const w = int(r.W) ?? 0;
    const l = int(r.L) ?? 0;
    const t = int(r.T);
    const otl = int(r.OTL);
    const pts = int(r.Pts);
    texts.set(`${year}:${team}`, recordText(w, l, t, otl));
    claimAll(
      ctx,
      teamSeasonRecord,
      {
        league: 'nhl',
        key: teamSeasonKey(year, team),
        label: `${r.name}, ${leagueSeasonLabel('nhl', year)}`,
      },
      [{ source: DB, value: recordValue(w, l, t ?? 0, otl ?? 0, pts) }],
    );
    if (r.playoff && !abbrev.has(r.playoff)) {
      ctx.report({
        source: DB,
        file: dbFile('Teams.csv'),
        line: i + 2,
        problem: `unknown playoff code ${r.playoff}`,
      });
    }
    records.push({
      team,
      year,
      gamesPlayed: gp,
      wins: w,
      losses: l,
      ties: t,
      otLosses: otl,
      points: pts,
      winPct: seasonWinPercentage('nhl', year, { wins: w, losses: l, ties: t, ot_losses: otl }),
      rank: int(r.rank),
      goalsFor: int(r.GF),
      goalsAgainst: int(r.GA),
      // The round named as the NHL named it that season (the domain's one naming; ND keeps the databank's words).
      playoffResult: !r.playoff
        ? null
        : r.playoff === 'ND'
          ? (abbrev.get(r.playoff) ?? r.playoff)
          : nhlPlayoffResult(year, nhlTeamsRoundCode(r.playoff)),
      playoffPosition: r.playoff === 'SC' ? 'champion' : r.playoff ? 'playoffs' : 'eliminated',
      isChampion: r.playoff === 'SC',
      headCoach: coaches.coachName(year, team),
      stats: compact({
        ptsPct: pointsPercentage(pts, gp),
        sow: int(r.SoW),
        sol: int(r.SoL),
        pim: int(r.PIM),
        bench: int(r.BenchMinor),
        ppg: int(r.PPG),
        ppc: int(r.PPC),
        sha: int(r.SHA),
        pkg: int(r.PKG),
        pkc: int(r.PKC),
        shf: int(r.SHF),
      }),
      derived: false,
      source: DB,
    });
  });
  return { records, recordText: texts };
}
