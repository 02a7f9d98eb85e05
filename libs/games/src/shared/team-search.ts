import type { TeamRef } from '@trophy-room/contract';

/** Whether a team matches a search (a case-insensitive substring of its city, name or abbreviation). */
export function teamMatches(team: Pick<TeamRef, 'city' | 'name' | 'abbreviation'>, q: string): boolean {
  const needle = q.trim().toLowerCase();
  return (
    !needle || `${team.city ?? ''} ${team.name} ${team.abbreviation ?? ''}`.toLowerCase().includes(needle)
  );
}
