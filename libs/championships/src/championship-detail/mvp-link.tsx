// A result's MVP linking to the player's page; plain text when the player is not in our data.
import type { ChampionshipResult } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { Link } from 'react-router-dom';

export function MvpLink({ result: r }: { result: ChampionshipResult }) {
  if (!r.mvp) return null;
  if (!r.mvp_slug) return <>{r.mvp}</>;
  return (
    <Link to={paths.player(r.mvp_slug)} className="hover:text-primary-800 hover:underline">
      {r.mvp}
    </Link>
  );
}
