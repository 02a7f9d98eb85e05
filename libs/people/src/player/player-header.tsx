// The player's header: eyebrow (sport · level), name, team, and the key facts (jersey number,
// position, age, draft year, round, pick, status).
import type { PlayerDetail } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { leagueShortName } from '@trophy-room/domain';
import { Badge } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { NA } from '../shared/format';

export function PlayerHeader({ player: p }: { player: PlayerDetail }) {
  // The draft's boxes: its year, round and pick; "Undrafted" or "Not in our sources" once where he has none.
  const noDraft =
    p.draft_year === null ? (p.draft_status === 'undrafted' ? 'Undrafted' : 'Not in our sources') : null;
  const facts: [string, string][] = [
    ['Jersey', p.jersey_number ? `#${p.jersey_number}` : NA],
    ['Position', p.primary_position_name ?? NA],
    ['Age', p.person.age === null ? NA : String(p.person.age)],
    ['Draft Year', noDraft ?? String(p.draft_year)],
    ['Round', p.draft_round === null ? NA : String(p.draft_round)],
    ['Pick', p.draft_pick === null ? NA : String(p.draft_pick)],
  ];
  // Active: his current team; retired: his last team as named in his last season (→ that team season).
  const team = p.is_active
    ? p.current_team && { slug: p.current_team.slug, name: p.current_team.name, year: undefined }
    : p.last_team && { slug: p.last_team.slug, name: p.last_team.name, year: p.last_team.season_year };
  return (
    <header className="flex flex-col gap-3">
      <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
        {p.level.name === 'Professional' ? 'Pro' : p.level.name} {p.sport.name} · {leagueShortName(p.league)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{p.person.full_name}</h1>
        <Badge variant={p.is_active ? 'success' : 'neutral'}>{p.is_active ? 'Active' : 'Inactive'}</Badge>
        {p.hall_of_fame && <Badge variant="secondary">Hall of Fame</Badge>}
      </div>
      <p className="text-slate-600">
        {team ? (
          <>
            {p.is_active ? '' : 'Last team: '}
            <Link to={paths.team(team.slug, team.year)} className="text-primary-700 hover:underline">
              {team.name}
            </Link>
          </>
        ) : p.is_active ? (
          'Free Agent'
        ) : null}
        {p.first_year !== null && ` · ${p.first_year}–${p.is_active ? 'present' : (p.last_year ?? '')}`}
      </p>
      <dl className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
