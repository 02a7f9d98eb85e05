// What Lahman and the game logs each say of a team-season, claimed for the reconciliation step: its W-L and its home
// park. The row itself keeps Lahman's W-L and the park of most home games (see ./figures.ts for the rules).
import type { BuildContext } from '../../model';
import type { DerivedRecord } from '../../derive';
import { claimAll } from '../../pipeline/claims';
import { LAHMAN, RETRO, type TeamYear } from './common';
import { recordReason, runsReason, teamSeasonRecord, teamSeasonRuns, teamSeasonVenue } from './figures';
import type { SpecialGame, TeamParks } from './shapes';

export function claimSeason(
  ctx: BuildContext,
  t: TeamYear,
  record: {
    lahman: { wins: number; losses: number; runs: string | null };
    games: DerivedRecord | undefined;
    runs: { scored: number; allowed: number } | undefined;
    special: SpecialGame[];
  },
  homePark: Map<string, string>,
  teamParks: TeamParks,
): void {
  const subject = { league: 'mlb' as const, key: t.key, label: `${t.name}, ${t.year}` };
  const { lahman, games } = record;
  const lahmanWL = `${lahman.wins}-${lahman.losses}`;
  const gamesWL = games ? `${games.wins}-${games.losses}` : null;
  claimAll(ctx, teamSeasonRecord, subject, [
    { source: LAHMAN, value: lahmanWL },
    {
      source: RETRO,
      value: gamesWL,
      note:
        games && gamesWL !== lahmanWL
          ? (recordReason(lahman, games, record.special) ?? undefined)
          : undefined,
    },
  ]);

  const gamesRuns = record.runs ? `${record.runs.scored}-${record.runs.allowed}` : null;
  claimAll(ctx, teamSeasonRuns, subject, [
    { source: LAHMAN, value: lahman.runs },
    {
      source: RETRO,
      value: gamesRuns,
      note:
        gamesRuns && lahman.runs && gamesRuns !== lahman.runs
          ? (runsReason(t.year, record.special) ?? undefined)
          : undefined,
    },
  ]);

  const named = teamParks.named.get(t.key) ?? [];
  const lahmanPark = named.length ? [...new Set(named.map((n) => n.park))].join(' / ') : null;
  const gamesPark = homePark.get(t.key) ?? null;
  const played = [...(teamParks.homeGames.get(t.key) ?? [])].sort((a, b) => b[1] - a[1]);
  const several =
    played.length > 1
      ? `The team played home games at ${played.length} parks (Lahman HomeGames: ${played
          .map(([p, g]) => `${p} ${g}`)
          .join(', ')}); Teams.park names ${named.map((n) => n.name).join(' / ')}.`
      : undefined;
  claimAll(ctx, teamSeasonVenue, subject, [
    { source: LAHMAN, value: lahmanPark, note: lahmanPark !== gamesPark ? several : undefined },
    { source: RETRO, value: gamesPark },
  ]);
}
