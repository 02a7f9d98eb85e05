// The coverage model per league and figure: the seasons every source together holds, with gaps, the league's seasons
// none holds, and which source gives which seasons. The pages' "partial" notes are computed from the same rows.
import type { FigureCoverageRow, SeasonRun } from '@trophy-room/contract';
import { runsText, statOf } from '@trophy-room/domain';
import { DataTable, type DataColumn } from '@trophy-room/ui-kit';

const FIGURES: Record<string, string> = {
  games: 'Regular-season games',
  postseason_games: 'Postseason games',
  team_record: 'Team records',
  team_venue: 'Team venues',
  roster: 'Rosters',
  coach_record: 'Coach records',
  coach_postseason_record: 'Coach postseason records',
  postseason_field: 'Postseason fields',
  draft: 'Drafts',
  postseason_series: 'Postseason series',
  head_to_head: 'Head-to-head',
};

/** "Games", "Player lines: Goals", "Award: Hart Memorial Trophy". */
export function figureName(figure: string, sport: string | null): string {
  if (figure.startsWith('stat.')) {
    const key = figure.slice('stat.'.length);
    return `Player lines: ${(sport && statOf(sport, key)?.label) || key}`;
  }
  if (figure.startsWith('award:')) return `Award: ${figure.slice('award:'.length)}`;
  return FIGURES[figure] ?? figure;
}

const span = (r: SeasonRun, sport: string | null) => runsText([r], sport);

const columns: DataColumn<FigureCoverageRow>[] = [
  { id: 'league', header: 'League', value: (r) => r.league_name },
  {
    id: 'figure',
    header: 'Figure',
    value: (r) => figureName(r.figure, r.sport),
    className: 'font-medium text-slate-900',
  },
  { id: 'held', header: 'Seasons held', value: (r) => runsText(r.held, r.sport), sortable: false },
  {
    id: 'missing',
    header: 'League seasons missing',
    value: (r) => runsText(r.missing, r.sport),
    sortable: false,
  },
  {
    id: 'sources',
    header: 'Sources',
    value: (r) =>
      r.sources
        .map((s) => `${s.source} (${span({ first_year: s.first_year, last_year: s.last_year }, r.sport)})`)
        .join('; '),
    sortable: false,
  },
];

export function CoverageTable({ rows }: { rows: FigureCoverageRow[] }) {
  return (
    <DataTable
      caption="Seasons each figure is held for, per league"
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.league}|${r.figure}`}
      emptyMessage="No coverage recorded for these leagues."
      csvFileName="trophy-room-coverage"
    />
  );
}
