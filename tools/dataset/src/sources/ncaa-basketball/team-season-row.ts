// The team-season row of a school: built here only (Sports-Reference and Torvik seasons, and the coaching seasons
// before 1985 read it back); the games played and win percentage follow from the W-L.
import type { BuildContext, Row } from '../../model';
import { L, seasonKey } from './common';
import type { Teams } from './teams';
import { seasonWinPercentage } from '../../shared/win-percentage';

export type TeamSeasonFields = Omit<
  Row<'team_seasons'>,
  'key' | 'team' | 'season' | 'name' | 'games_played' | 'wins' | 'losses' | 'win_percentage'
> & { school: string; start: number; wins: number; losses: number };

export const teamSeasonKey = (school: string, start: number) => `${L}:ts:${school}:${start}`;

export function addTeamSeason(ctx: BuildContext, teams: Teams, s: TeamSeasonFields): void {
  const { school, start, wins, losses, ...rest } = s;
  ctx.add('team_seasons', {
    key: teamSeasonKey(school, start),
    team: teams.key(school),
    season: seasonKey(start),
    name: teams.nameIn(school, start),
    ...rest,
    games_played: wins + losses,
    wins,
    losses,
    win_percentage: seasonWinPercentage(L, start, { wins, losses }),
  });
}
