import { StatTile } from '@trophy-room/ui-kit';

export const DEFAULT_FOUNDED = 1967;
export const DEFAULT_FORMAT = 'Single elimination game';

export interface ChampionshipTilesProps {
  founded: number | null;
  totalGames: number | null;
  teamsCompeting: number | null;
  format: string | null;
}

/** Founded, Total Games, Teams Competing and Format, with fixed defaults so no tile is blank without data. */
export function ChampionshipTiles({ founded, totalGames, teamsCompeting, format }: ChampionshipTilesProps) {
  return (
    <section aria-label="Championship facts" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile label="Founded" value={founded ?? DEFAULT_FOUNDED} />
      <StatTile label="Total Games" value={totalGames ?? 0} />
      <StatTile label="Teams Competing" value={teamsCompeting ?? 0} />
      <StatTile label="Format" value={<span className="text-base">{format || DEFAULT_FORMAT}</span>} />
    </section>
  );
}
