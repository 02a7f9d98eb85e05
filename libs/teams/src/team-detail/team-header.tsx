// The team's header: badge, the name (as borne that season on a season page), sport, groups and key facts.
import type { Team, TeamSeason } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { Badge } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { borneIdentity, headerBadge, recordText, yearSpan } from '../shared/team-format';
import { LatestNote } from '../shared/latest-note';

export interface TeamHeaderProps {
  team: Team;
  /** The season shown (a season page), else null (the summary). */
  year: number | null;
  season?: TeamSeason;
}

export function TeamHeader({ team: t, year, season }: TeamHeaderProps) {
  const name = year === null ? t.name : (season?.team_name ?? borneIdentity(t, year).name);
  const abbreviation =
    year === null ? headerBadge(t) : headerBadge({ ...t, ...borneIdentity(t, year), name });
  const record = season && recordText(season);
  // A season page names that season's groups; the summary the current ones.
  const groups = (
    year === null ? [t.conference?.name, t.division?.name] : [season?.conference_name, season?.division_name]
  ).filter((g): g is string => Boolean(g));
  const facts: [string, string][] = [
    ['Founded', t.founded_year ? String(t.founded_year) : 'N/A'],
    ['Championships', String(t.championships_won)],
    ['Last Title', t.last_championship_title_year ? String(t.last_championship_title_year) : 'N/A'],
    ...(year === null
      ? [['Years', yearSpan(t.founded_year, t.last_year)] as [string, string]]
      : [['Record', record ?? 'N/A'] as [string, string]]),
  ];
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-primary-700 text-lg font-bold text-white"
        >
          {abbreviation}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
            {t.sport.name} · {t.level.name}
          </p>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {year === null ? (
              name
            ) : (
              <Link to={paths.team(t.slug)} className="hover:underline">
                {name}
              </Link>
            )}
          </h1>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Badge variant="primary">{t.sport.name}</Badge>
            {groups.map((g) => (
              <Badge key={g} lines="many">
                {g}
              </Badge>
            ))}
            {!t.is_active && (
              <Badge variant="warning">Defunct · last season {t.last_year ?? 'unknown'}</Badge>
            )}
          </div>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-3">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {season && (
        <LatestNote what="Record" year={season.start_year} note={season.latest_note} sport={t.sport.slug} />
      )}
    </header>
  );
}
