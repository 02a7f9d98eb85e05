// Above a leader table: which seasons the stat's lines cover and from which source, when a season is missing, and,
// when the lines stop before the league's latest season, that active leaders are as of the last season they hold;
// and the leagues the list leaves out by its league's rule (the National Association in MLB's).
import type { LeaderList } from '@trophy-room/contract';
import { seasonLabel } from '@trophy-room/season-context';
import { PARTIAL_MARK } from './leader-table';

export function CoverageNote({ list }: { list: LeaderList }) {
  const { coverage: c, sport, stat, league } = list;
  const label = (y: number) => seasonLabel(y, sport);
  if (c.first_year === null || c.last_year === null) return null;
  const stopsEarly = c.league_last_year !== null && c.last_year < c.league_last_year;
  const latest = c.sources.find((s) => s.last_year === c.last_year && s.last_year === c.league_last_year);
  return (
    <aside
      aria-label="Coverage"
      className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
    >
      <p>
        <strong>{stat.label}</strong> in our sources: {league.abbreviation} seasons {label(c.first_year)} to{' '}
        {label(c.last_year)}
        {c.sources.length > 0 &&
          ` (${c.sources.map((s) => `${s.name}, ${label(s.first_year)}–${label(s.last_year)}`).join('; ')})`}
        .
      </p>
      {list.excluded.map((x) => (
        <p key={x.key}>{x.rule}</p>
      ))}
      {c.missing_years.length > 0 && (
        <p>
          No lines for {c.missing_years.map(label).join(', ')}: figures spanning those seasons leave them out.
        </p>
      )}
      {stopsEarly && (
        <p>
          {league.abbreviation} lines of this stat end {label(c.last_year)} (the league&rsquo;s seasons run to{' '}
          {label(c.league_last_year!)}): active leaders are as of {label(c.last_year)}.
        </p>
      )}
      {list.results.some((r) => r.partial) && (
        <p>
          {PARTIAL_MARK} His career runs past the seasons our sources cover for this stat: the figure is not
          his whole career&rsquo;s.
        </p>
      )}
      {latest?.note && (
        <p>
          {label(c.last_year)}: {latest.note}
        </p>
      )}
    </aside>
  );
}
