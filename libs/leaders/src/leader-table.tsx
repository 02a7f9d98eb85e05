// A stat's leaders in the shared data table: rank (ties share one), player, season (single-season view), the
// figure (a rate's qualifier beside it: PA, IP in thirds), the seasons it spans and the teams as named then. Sort kept in the URL by the page.
import type { LeaderList, LeaderRow } from '@trophy-room/contract';
import { seasonLabel } from '@trophy-room/season-context';
import { DataTable, type DataColumn, type SortState } from '@trophy-room/ui-kit';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@trophy-room/routes';
import { formatCount, formatFigure, formatInnings, inningsOfOuts } from '@trophy-room/domain';
import { viewHeading } from './view-names';

const link = 'font-medium text-primary-700 hover:underline';

export interface LeaderTableProps {
  list: LeaderList;
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
}

/** The mark beside a career that runs past the seasons the stat's lines cover, and what it says. */
export const PARTIAL_MARK = '†';
export const PARTIAL_TITLE =
  'His career runs past the seasons our sources cover: not his whole career’s figure';

export function LeaderTable({ list, sort, onSortChange }: LeaderTableProps) {
  const { stat, sport } = list;
  const label = (y: number) => seasonLabel(y, sport);
  const single = list.view === 'season';
  // A rate's qualifier beside it (PA, IP): what each row's figure rests on.
  const q = stat.qualifier_figure;
  const columns: DataColumn<LeaderRow>[] = [
    { id: 'rank', header: 'Rk', title: 'Rank', value: (r) => r.rank, numeric: true },
    {
      id: 'player',
      header: 'Player',
      value: (r) => r.player.name,
      cell: (r) => (
        <>
          <Link to={paths.player(r.player.slug)} className={link}>
            {r.player.name}
          </Link>
          {/* A career that runs past the seasons the lines cover (the API's rule): marked, explained above. */}
          {r.partial && (
            <abbr title={PARTIAL_TITLE} className="ml-1 text-slate-500 no-underline">
              {PARTIAL_MARK}
            </abbr>
          )}
        </>
      ),
    },
    ...(single
      ? [
          {
            id: 'season',
            header: 'Season',
            value: (r: LeaderRow) => r.first_year,
            cell: (r: LeaderRow) =>
              r.season ? (
                <Link to={paths.season(r.season.slug)} className={link}>
                  {label(r.first_year)}
                </Link>
              ) : (
                label(r.first_year)
              ),
          },
        ]
      : []),
    {
      id: 'value',
      header: stat.abbreviation,
      title: stat.label,
      value: (r) => r.value,
      cell: (r) => formatFigure(r.value, stat),
      numeric: true,
    },
    ...(q
      ? [
          {
            id: 'qualifier',
            header: q.abbreviation,
            title: q.label,
            // Innings pitched come as outs: sorted and exported as innings, written in thirds (481.2).
            value: (r: LeaderRow) =>
              r.qualifier_value === null || q.format !== 'innings'
                ? r.qualifier_value
                : inningsOfOuts(r.qualifier_value),
            cell: (r: LeaderRow) =>
              q.format === 'innings' ? formatInnings(r.qualifier_value) : formatCount(r.qualifier_value),
            numeric: true,
          },
        ]
      : []),
    ...(single
      ? []
      : [
          {
            id: 'seasons',
            header: 'Seasons',
            value: (r: LeaderRow) => `${label(r.first_year)}–${label(r.last_year)} (${r.seasons})`,
            cell: (r: LeaderRow) =>
              `${label(r.first_year)}${r.last_year !== r.first_year ? `–${label(r.last_year)}` : ''} (${r.seasons})`,
          },
        ]),
    {
      id: 'teams',
      header: single ? 'Team' : 'Teams',
      value: (r) => r.teams.map((t) => t.name).join(', '),
      cell: (r) =>
        r.teams.map((t, i) => (
          <Fragment key={`${t.slug}-${t.name}`}>
            {i > 0 && ', '}
            <Link to={single ? paths.team(t.slug, r.first_year) : paths.team(t.slug)} className={link}>
              {t.name}
            </Link>
          </Fragment>
        )),
      sortable: false,
    },
  ];
  return (
    <DataTable
      caption={`${viewHeading(list.view)}: ${stat.label} (${list.league.abbreviation})`}
      columns={columns}
      rows={list.results}
      rowKey={(r) => `${r.player.slug}-${r.first_year}`}
      sort={sort}
      onSortChange={onSortChange}
      emptyMessage="No player qualifies with these filters."
      csvFileName={`${list.league.slug}-${stat.slug}-${list.view}-leaders.csv`}
    />
  );
}
