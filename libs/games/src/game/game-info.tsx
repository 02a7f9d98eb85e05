import { Card } from '@trophy-room/ui-kit';
import type { ShownGame } from './game-extras';

/** Game Info: id, championship, season and officials (position and name). */
export function GameInfo({ game }: { game: ShownGame }) {
  return (
    <Card className="flex flex-col gap-4">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Game ID</dt>
          <dd className="text-slate-900">{game.id}</dd>
        </div>
        {game.championship_name && (
          <div>
            <dt className="text-xs font-medium uppercase text-slate-500">Championship</dt>
            <dd className="text-slate-900">{game.championship_name}</dd>
          </div>
        )}
        <div>
          <dt className="text-xs font-medium uppercase text-slate-500">Season</dt>
          <dd className="text-slate-900">{game.season.name}</dd>
        </div>
      </dl>
      <section aria-labelledby="officials-title">
        <h2 id="officials-title" className="font-semibold text-slate-900">
          Officials
        </h2>
        {game.officials.length === 0 ? (
          <p className="text-slate-600">Our sources do not name the officials of this game.</p>
        ) : (
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {game.officials.map((o) => (
              <li key={`${o.position}-${o.name}`}>
                <span className="text-slate-600">{o.position}:</span> {o.name}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
