// Year by year: each season the pair met, both sides named as they were, its record and points (none for a season
// known only from totals without scores) and where it comes from; sorted in the URL.
import type { HeadToHead, HeadToHeadSeason } from '@trophy-room/contract';
import { formatRate, scoreUnit } from '@trophy-room/domain';
import { headToHeadParams, paths } from '@trophy-room/routes';
import { DataTable, sortFromParam, sortToParam, useUrlState, type DataColumn } from '@trophy-room/ui-kit';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';

/** A side's points, none for a season known only from totals without scores. */
const points = (side: 'a' | 'b') => (s: HeadToHeadSeason) =>
  s.points_games === 0 ? null : side === 'a' ? s.a_points : s.b_points;

function columns(a: string, b: string, sport: string): DataColumn<HeadToHeadSeason>[] {
  // The sport's score unit (points, runs, goals): "R", "G" or "Pts" in the header.
  const unit = scoreUnit(sport);
  const abbr = { points: 'Pts', runs: 'R', goals: 'G' }[unit];
  return [
    {
      id: 'season',
      header: 'Season',
      value: (s) => s.season.start_year,
      cell: (s) => (
        <Link to={paths.season(s.season.slug)} className="font-medium text-primary-800 hover:underline">
          {s.season.name}
        </Link>
      ),
    },
    { id: 'a_name', header: a, value: (s) => s.a_name },
    { id: 'b_name', header: b, value: (s) => s.b_name },
    { id: 'games', header: 'G', title: 'Games', value: (s) => s.games, numeric: true },
    { id: 'a_wins', header: `${a} W`, title: `${a} wins`, value: (s) => s.a_wins, numeric: true },
    { id: 'b_wins', header: `${b} W`, title: `${b} wins`, value: (s) => s.b_wins, numeric: true },
    { id: 'ties', header: 'T', title: 'Ties', value: (s) => s.ties, numeric: true },
    {
      id: 'pct',
      header: `${a} PCT`,
      title: `${a} win percentage`,
      value: (s) => s.a_win_percentage,
      cell: (s) => formatRate(s.a_win_percentage),
      numeric: true,
    },
    { id: 'a_points', header: `${a} ${abbr}`, title: `${a} ${unit}`, value: points('a'), numeric: true },
    { id: 'b_points', header: `${b} ${abbr}`, title: `${b} ${unit}`, value: points('b'), numeric: true },
    {
      id: 'from',
      header: 'From',
      title: 'Where the season comes from',
      value: (s) => (s.from === 'games' ? 'Games' : 'Season totals'),
    },
  ];
}

export function SeasonTable({ pair }: { pair: HeadToHead }) {
  const [{ sort }, setParams] = useUrlState(headToHeadParams);
  const cols = useMemo(
    () => columns(pair.a.name, pair.b.name, pair.sport.slug),
    [pair.a.name, pair.b.name, pair.sport.slug],
  );
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">Year by Year</h2>
      <DataTable
        caption={`${pair.a.name} and ${pair.b.name}, year by year`}
        columns={cols}
        rows={pair.seasons}
        rowKey={(s) => s.season.id}
        sort={sortFromParam(sort)}
        onSortChange={(next) => setParams({ sort: sortToParam(next) })}
        csvFileName={`${pair.a.slug}-vs-${pair.b.slug}-by-season`}
      />
    </div>
  );
}
