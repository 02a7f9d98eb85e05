// The season against its opponents: regular season and postseason totals (for, against, per game, margin of
// victory) and the simple rating (SRS) from the league-season's games, with what SRS means.
import type { TeamSeasonSummary, TeamTotals } from '@trophy-room/contract';
import {
  formatDay,
  formatFixed,
  formatRecord,
  formatSigned,
  ordinal,
  scoreUnitLabel,
} from '@trophy-room/domain';
import { DataTable, type DataColumn } from '@trophy-room/ui-kit';

/** What a score counts in each sport, as a label: the domain's rule ("Runs"). */
export const scoreUnit = scoreUnitLabel;

type Row = TeamTotals & { part: string };

const columnsFor = (sport: string): DataColumn<Row>[] => {
  const u = scoreUnit(sport).toLowerCase();
  const fixed = (v: number | null) => formatFixed(v, 1);
  return [
    { id: 'part', header: 'Part', title: 'Part of the season', value: (r) => r.part },
    { id: 'games', header: 'G', title: 'Games', value: (r) => r.games, numeric: true },
    {
      id: 'record',
      header: 'Record',
      value: (r) => formatRecord(r.wins, r.losses, r.ties, r.ot_losses),
      className: 'tabular-nums whitespace-nowrap',
    },
    { id: 'for', header: 'For', title: `Total ${u} scored`, value: (r) => r.points_for, numeric: true },
    {
      id: 'against',
      header: 'Agst',
      title: `Total ${u} allowed`,
      value: (r) => r.points_against,
      numeric: true,
    },
    {
      id: 'for_pg',
      header: 'For/G',
      title: `${scoreUnit(sport)} scored per game`,
      value: (r) => r.points_for_per_game,
      cell: (r) => fixed(r.points_for_per_game),
      numeric: true,
    },
    {
      id: 'against_pg',
      header: 'Agst/G',
      title: `${scoreUnit(sport)} allowed per game`,
      value: (r) => r.points_against_per_game,
      cell: (r) => fixed(r.points_against_per_game),
      numeric: true,
    },
    {
      id: 'mov',
      header: 'MOV',
      title: 'Margin of victory: (for − against) per game',
      value: (r) => r.margin_per_game,
      cell: (r) => formatSigned(r.margin_per_game, 1),
      numeric: true,
    },
  ];
};

export interface SeasonTotalsProps {
  summary: TeamSeasonSummary;
  sportSlug: string;
}

export function SeasonTotals({ summary: s, sportSlug }: SeasonTotalsProps) {
  const rows: Row[] = [
    ...(s.regular_season ? [{ ...s.regular_season, part: 'Regular season' }] : []),
    ...(s.postseason ? [{ ...s.postseason, part: 'Postseason' }] : []),
  ];
  const unit = scoreUnit(sportSlug).toLowerCase();
  return (
    <section aria-labelledby="season-totals" className="flex flex-col gap-3">
      <h2 id="season-totals" className="text-lg font-semibold text-slate-900">
        Against Opponents
      </h2>
      <DataTable
        caption="Totals against opponents"
        columns={columnsFor(sportSlug)}
        rows={rows}
        rowKey={(r) => r.part}
        emptyMessage="No scores of this season in our sources."
      />
      {s.regular_season?.from === 'standings' && (
        <p className="text-sm text-slate-600">
          From the season&apos;s standings: its games are not in our sources.
        </p>
      )}
      {s.postseason_through && (
        <p className="text-sm text-slate-600">
          Our sources hold the postseason&apos;s games to {formatDay(s.postseason_through)} only: the
          postseason totals cover those.
        </p>
      )}
      {s.regular_season?.standings_games != null && (
        <p className="text-sm text-slate-600">
          Our sources hold {s.regular_season.games} of the {s.regular_season.standings_games} regular-season
          games its standings count: these totals{s.srs ? ' and the SRS' : ''} cover those only.
        </p>
      )}
      {s.srs ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Figure
            label="SRS"
            value={formatSigned(s.srs.rating, 1)}
            detail={`${ordinal(s.srs.rank)} of ${s.srs.teams}`}
          />
          <Figure label="Margin of victory" value={formatSigned(s.srs.margin_per_game, 1)} />
          <Figure label="Strength of schedule" value={formatSigned(s.srs.strength_of_schedule, 1)} />
        </dl>
      ) : null}
      <p className="text-sm text-slate-600">
        {s.srs
          ? `SRS (simple rating system) is the margin of victory adjusted for the opponents: a team's rating is its margin of ${unit} per game plus the average rating of the teams it played, worked out together for every team from the league's regular-season games that season. 0 is an average team; +5.0 means 5 ${unit} a game better than average. Strength of schedule is the opponents' average rating.`
          : 'SRS (simple rating system, the margin of victory adjusted for the opponents) needs the season’s games, which our sources lack.'}
      </p>
    </section>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">
        {value}
        {detail && <span className="ml-2 text-sm font-normal text-slate-600">{detail}</span>}
      </dd>
    </div>
  );
}
