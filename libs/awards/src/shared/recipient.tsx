// A winner as the data names them: the person linked to their player (or coach) page when we hold one, else the
// name as the source gives it; the team as named that season, linked to that team season, else a dash.
import type { AwardPerson, AwardTeam } from '@trophy-room/contract';
import { awardPersonPath, paths } from '@trophy-room/routes';
import { Link } from 'react-router-dom';

const link = 'font-medium text-primary-700 hover:underline';

export function RecipientName({ name, person }: { name: string; person: AwardPerson | null }) {
  if (!person) return <span>{name}</span>;
  return (
    <Link to={awardPersonPath(person)} className={link}>
      {name}
    </Link>
  );
}

export function TeamName({ team, year }: { team: AwardTeam | null; year: number }) {
  if (!team) return <span className="text-slate-500">—</span>;
  return (
    <Link to={paths.team(team.slug, year)} className="text-primary-700 hover:underline">
      {team.name}
    </Link>
  );
}
