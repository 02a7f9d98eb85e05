// The games screens' team search: its field in the filter bar and the match it stands for.
import type { TeamRef } from '@trophy-room/contract';
import type { FilterSearch } from '@trophy-room/ui-kit';

/** Whether a team matches a search (a case-insensitive substring of its city, name or abbreviation). */
export function teamMatches(team: Pick<TeamRef, 'city' | 'name' | 'abbreviation'>, q: string): boolean {
  const needle = q.trim().toLowerCase();
  return (
    !needle || `${team.city ?? ''} ${team.name} ${team.abbreviation ?? ''}`.toLowerCase().includes(needle)
  );
}

/** The filter bar's team search: city, name or abbreviation. */
export const teamSearch = (value: string, onChange: (q: string) => void): FilterSearch => ({
  kind: 'search',
  id: 'q',
  label: 'Team',
  placeholder: 'City, name or abbreviation',
  value,
  onChange,
});
