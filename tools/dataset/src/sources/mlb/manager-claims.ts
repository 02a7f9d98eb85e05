// Each manager's W-L with a team in a season as Lahman Managers and the game logs each give it (the logs name the
// manager of every game, by Retrosheet id = Lahman People.retroID), beside the W-L of record the coach_stints rows keep
// (managers.ts: recordsOfLogs).
import type { BuildContext, SourceModule } from '../../model';
import { claimAll } from '../../pipeline/claims';
import { readBigCsv } from './big-csv';
import { LAHMAN, OF_RECORD, RETRO } from './common';
import { managerRecord, recordReason } from './figures';
import { foldActing } from './managers';
import { managerOfRecordSource } from './sources';
import { gameLogs, lahmanTeams, managers, managersOfRecord, personNames } from './products';

export function claimManagerRecords(ctx: BuildContext): void {
  const lahman = ctx.need(lahmanTeams);
  const games = ctx.need(gameLogs);
  const names = ctx.need(personNames);
  const ofRecord = ctx.need(managersOfRecord);
  const byRetro = new Map<string, string>();
  for (const p of readBigCsv(ctx, 'lahman/People.csv')) if (p.retroID) byRetro.set(p.retroID, p.playerID);
  // Lahman: W-L per manager and team-season (a manager with two stints in one season is summed).
  const official = new Map<string, { wins: number; losses: number }>();
  for (const r of ctx.need(managers).rows) {
    const t = lahman.byTeamId.get(`${r.yearID}:${r.teamID}`);
    if (!t) continue;
    const k = `${t.key}|${r.playerID}`;
    const cur = official.get(k) ?? { wins: 0, losses: 0 };
    official.set(k, { wins: cur.wins + (Number(r.W) || 0), losses: cur.losses + (Number(r.L) || 0) });
  }
  const listed = new Map<string, Set<string>>();
  for (const k of official.keys()) {
    const [team, pid] = k.split('|');
    listed.set(team, (listed.get(team) ?? new Set()).add(pid));
  }
  const managersSum = (teamSeason: string) => {
    let w = 0;
    let l = 0;
    for (const pid of listed.get(teamSeason) ?? []) {
      const r = official.get(`${teamSeason}|${pid}`)!;
      w += r.wins;
      l += r.losses;
    }
    return `${w}-${l}`;
  };
  for (const [k, o] of official) {
    const [teamSeason, pid] = k.split('|');
    const logged = games.managerRecords.get(teamSeason);
    if (!logged) continue; // no game log for the season
    // Where the W-L of record is not his in the logs: the acting managers' games folded into the manager's.
    const folded = foldActing(logged, games.managerSpans.get(teamSeason));
    const actingOf = [...logged]
      .filter(([retro]) => !folded.has(retro))
      .map(([retro, r]) => `${names.get(byRetro.get(retro) ?? retro) ?? retro} ${r.wins}-${r.losses}`);
    const ofRecordNote = (
      id: string,
      own: { wins: number; losses: number },
      kept: { wins: number; losses: number },
    ) =>
      kept.wins === own.wins && kept.losses === own.losses
        ? undefined
        : kept.wins + kept.losses === 0
          ? `The game logs name ${names.get(id) ?? id} only for games between his manager's, whose games of record they are (acting manager).`
          : `The games of the acting manager(s) ${actingOf.join(', ')}, all between his, are his of record (as Baseball-Reference counts them).`;
    let fromGames = { wins: 0, losses: 0 };
    const acting: string[] = [];
    for (const [retro, r] of logged) {
      const who = byRetro.get(retro) ?? retro;
      if (who === pid) fromGames = r;
      else if (!listed.get(teamSeason)?.has(who))
        acting.push(`${names.get(who) ?? who} ${r.wins}-${r.losses}`);
    }
    const t = lahman.teams.find((x) => x.key === teamSeason)!;
    const teamOfficial = { wins: Number(t.row.W) || 0, losses: Number(t.row.L) || 0 };
    const teamLogged = [...logged.values()].reduce(
      (acc, r) => ({ wins: acc.wins + r.wins, losses: acc.losses + r.losses }),
      { wins: 0, losses: 0 },
    );
    const teamDiffers = teamOfficial.wins !== teamLogged.wins || teamOfficial.losses !== teamLogged.losses;
    const kept = ofRecord.get(`${t.year}:${t.teamID}|${pid}`);
    const a = `${o.wins}-${o.losses}`;
    const b = `${fromGames.wins}-${fromGames.losses}`;

    let note: string | undefined;
    if (a !== b) {
      // Every reason that holds, most specific first.
      const reasons: string[] = [];
      const sum = managersSum(teamSeason);
      if (acting.length)
        reasons.push(
          `The game logs credit games of this team-season to manager(s) Lahman Managers does not list for it (acting managers: ${acting.join(', ')}).`,
        );
      if (!teamDiffers && sum !== `${teamOfficial.wins}-${teamOfficial.losses}`)
        reasons.push(
          `Lahman Managers' W-L for this team-season (${sum}) differs from Lahman Teams' (${teamOfficial.wins}-${teamOfficial.losses}), which the game logs agree with.`,
        );
      if (teamDiffers)
        reasons.push(
          recordReason(teamOfficial, teamLogged, games.special.get(teamSeason) ?? []) ??
            "The team-season's W-L itself differs between Lahman Teams and the game logs (mlb.team_season.record).",
        );
      if ((listed.get(teamSeason)?.size ?? 0) > 1)
        reasons.push(
          "Lahman Managers and the game logs credit some of the team's games that season to different managers of it (an interim or acting manager).",
        );
      note = reasons.join(' ') || undefined;
    }
    claimAll(
      ctx,
      managerRecord,
      {
        league: 'mlb',
        key: `mlb:${pid}:${t.year}:${t.teamID}`,
        label: `${names.get(pid) ?? pid}, ${t.name} ${t.year}`,
      },
      [
        {
          source: OF_RECORD,
          value: kept === undefined ? a : `${kept.wins}-${kept.losses}`,
          note: kept === undefined ? undefined : ofRecordNote(pid, fromGames, kept),
        },
        { source: LAHMAN, value: a },
        { source: RETRO, value: b, note },
      ],
    );
  }
}

/** The managers' W-L, as each source gives it, for the reconciliation step. */
export const managerClaimsStep: SourceModule = {
  name: 'mlb-manager-claims',
  leagues: ['mlb'],
  sources: [managerOfRecordSource],
  needs: [lahmanTeams, gameLogs, managers, managersOfRecord, personNames],
  build: claimManagerRecords,
};
