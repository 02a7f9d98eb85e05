// Season by season: the name borne, record, win % (in hockey with standings points: games, points and P%, as the
// NHL publishes them), finish, playoff result, coach and titles, each linking to its season. Its sort lives in the URL.
import type { TeamSeason } from '@trophy-room/contract';
import { formatRate } from '@trophy-room/domain';
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
import { finishText, recordText, shortSeasonLabel } from '../shared/team-format';
import { LatestNote } from '../shared/latest-note';
import { pointsShare, readsInPoints } from './win-chart-data';

/** Win % (W-L by the league's tie rule); hockey with standings points reads GP, PTS and P% instead. */
function percentColumns(points: boolean): DataColumn<TeamSeason>[] {
  if (!points)
    return [
      {
        id: 'pct',
        header: 'PCT',
        title: 'Win percentage',
        value: (s) => s.win_percentage,
        cell: (s) => formatRate(s.win_percentage),
        numeric: true,
      },
    ];
  return [
    { id: 'gp', header: 'GP', title: 'Games played', value: (s) => s.games_played, numeric: true },
    { id: 'points', header: 'PTS', title: 'Points', value: (s) => s.points, numeric: true },
    {
      id: 'points_pct',
      header: 'P%',
      title: 'Points percentage: points ÷ (2 × games played)',
      value: pointsShare,
      cell: (s) => formatRate(pointsShare(s)),
      numeric: true,
    },
  ];
}

function columns(slug: string, sportSlug: string, points: boolean): DataColumn<TeamSeason>[] {
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
    ...percentColumns(points),
    {
      id: 'finish',
      header: 'Finish',
      value: (s) => s.rank,
      cell: (s) => (s.rank === null ? '' : finishText(s.rank, s.group_name)),
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
  const points = readsInPoints(seasons, sportSlug);
  const cols = useMemo(() => columns(slug, sportSlug, points), [slug, sportSlug, points]);
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
