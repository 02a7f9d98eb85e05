// Season by season: the name borne, record, finish, playoff result, coach and titles, each linking to its season.
// Its sort lives in the URL.
import type { TeamSeason } from '@trophy-room/contract';
import { paths, teamParams } from '@trophy-room/routes';
import {
  DataTable,
  sortFromParam,
  sortToParam,
  TrophyIcon,
  useUrlState,
  type DataColumn,
} from '@trophy-room/ui-kit';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ordinal, recordText, shortSeasonLabel } from '../shared/team-format';
import { LatestNote } from '../shared/latest-note';

function columns(slug: string, sportSlug: string): DataColumn<TeamSeason>[] {
  return [
    {
      id: 'season',
      header: 'Season',
      value: (s) => s.start_year,
      cell: (s) => (
        <Link to={paths.team(slug, s.start_year)} className="font-medium text-primary-800 hover:underline">
          {shortSeasonLabel(s.start_year, sportSlug)}
        </Link>
      ),
      className: 'tabular-nums',
    },
    { id: 'team', header: 'Team', value: (s) => s.team_name },
    {
      id: 'title',
      header: 'Title',
      value: (s) => (s.championship_won ? 'Champion' : null),
      cell: (s) =>
        s.championship_won ? (
          <span className="inline-flex items-center gap-1 font-semibold text-amber-800">
            <TrophyIcon className="size-4" />
            Champion
          </span>
        ) : null,
    },
    { id: 'record', header: 'Record', value: recordText, sortable: false, numeric: true },
    { id: 'wins', header: 'W', title: 'Wins', value: (s) => s.wins, numeric: true },
    { id: 'losses', header: 'L', title: 'Losses', value: (s) => s.losses, numeric: true },
    {
      id: 'pct',
      header: 'PCT',
      title: 'Win percentage',
      value: (s) => (s.win_percentage === null ? null : s.win_percentage.toFixed(3).replace(/^0/, '')),
      numeric: true,
    },
    {
      id: 'finish',
      header: 'Finish',
      value: (s) => s.rank,
      cell: (s) => (s.rank === null ? '' : `${ordinal(s.rank)}${s.group_name ? ` in ${s.group_name}` : ''}`),
    },
    { id: 'playoffs', header: 'Playoffs', value: (s) => s.playoff_result },
    { id: 'coach', header: 'Coach', value: (s) => s.head_coach_name },
  ];
}

export interface SeasonTableProps {
  slug: string;
  sportSlug: string;
  seasons: TeamSeason[];
}

export function SeasonTable({ slug, sportSlug, seasons }: SeasonTableProps) {
  const [{ sort }, setParams] = useUrlState(teamParams);
  const cols = useMemo(() => columns(slug, sportSlug), [slug, sportSlug]);
  // Every season whose record is partial says so: the latest season and any whose source stops early.
  const noted = seasons.filter((s) => s.latest_note);
  return (
    // Not a landmark: the table's scroll region already bears the name.
    <div className="flex flex-col gap-2">
      <h2 id="season-by-season" className="text-lg font-semibold text-slate-900">
        Season by Season
      </h2>
      <DataTable
        caption="Season by season"
        columns={cols}
        rows={seasons}
        rowKey={(s) => s.id}
        sort={sortFromParam(sort)}
        onSortChange={(next) => setParams({ sort: sortToParam(next) })}
        emptyMessage="No season records of this team are in our sources."
        csvFileName={`${slug}-seasons`}
        rowClassName={(s) => (s.championship_won ? 'bg-amber-50' : undefined)}
      />
      {noted.map((s) => (
        <LatestNote
          key={s.start_year}
          what="Record"
          year={s.start_year}
          note={s.latest_note}
          sport={sportSlug}
        />
      ))}
    </div>
  );
}
