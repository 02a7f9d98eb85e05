// The grid of the team's seasons, newest first, each linking to its season page; title seasons carry a trophy.
import type { TeamSeason } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { cn, TrophyIcon } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { shortSeasonLabel } from '../shared/team-format';

export interface AvailableSeasonsProps {
  slug: string;
  sportSlug: string;
  years: number[];
  seasons: TeamSeason[];
  titleYears: Set<number>;
  /** The season page open (marked as current), if any. */
  selected?: number | null;
  title?: string;
}

export function AvailableSeasons({
  slug,
  sportSlug,
  years,
  seasons,
  titleYears,
  selected = null,
  title = 'Available Seasons',
}: AvailableSeasonsProps) {
  const byYear = new Map(seasons.map((s) => [s.start_year, s]));
  return (
    <section aria-labelledby="available-seasons" className="flex flex-col gap-2">
      <h2 id="available-seasons" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {selected === null && (
        <p className="text-sm text-slate-600">Select a season to see its roster, stats and schedule.</p>
      )}
      {years.length === 0 ? (
        <p className="text-slate-600">No seasons of this team are in our sources.</p>
      ) : (
        // The grid flows in the page (no inner scroll box); on a season page, below its tabs, it is denser.
        <ul
          aria-label="Seasons"
          // The links' look is set once here, not on each link: a franchise has up to 150 seasons.
          className={cn(
            'grid gap-2',
            selected === null
              ? 'grid-cols-[repeat(auto-fill,minmax(7.5rem,1fr))]'
              : 'grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))]',
            '[&_a]:flex [&_a]:min-h-11 [&_a]:flex-col [&_a]:rounded-lg [&_a]:border [&_a]:border-slate-200',
            '[&_a]:bg-white [&_a]:px-2 [&_a]:py-1.5 [&_a]:text-sm [&_a]:hover:border-primary-500',
            '[&_a]:aria-[current=page]:border-primary-700 [&_a]:aria-[current=page]:bg-primary-50',
          )}
        >
          {years.map((y) => (
            <li key={y}>
              <Link to={paths.team(slug, y)} aria-current={y === selected ? 'page' : undefined}>
                <span className="flex items-center gap-1 font-semibold tabular-nums text-slate-900">
                  {shortSeasonLabel(y, sportSlug)}
                  {titleYears.has(y) && (
                    <span className="text-amber-600" title="Championship season">
                      <TrophyIcon className="size-3.5" />
                    </span>
                  )}
                </span>
                {/* The spaces and the hidden note make the link's name read "1962 1962 AFL Season (championship season)". */}{' '}
                <span className="truncate text-xs text-slate-600">
                  {byYear.get(y)?.name ?? `${y} Season`}
                </span>
                {titleYears.has(y) && <span className="sr-only"> (championship season)</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
