import type { Championship } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { Card } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';

/** A discontinued championship: when and why it ended, and what succeeded it (in place of the next edition). */
export function ChampionshipEndedCard({ championship: c }: { championship: Championship }) {
  return (
    <Card className="flex flex-col gap-1" aria-labelledby="championship-ended">
      <h2 id="championship-ended" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
        Discontinued after {c.last_year}
      </h2>
      {c.ended_note && <p className="text-slate-700">{c.ended_note}</p>}
      {c.successor && (
        <p className="text-slate-700">
          Succeeded by{' '}
          <Link
            className="font-semibold text-primary-700 underline"
            to={paths.championship(c.successor.slug)}
          >
            {c.successor.name}
          </Link>
        </p>
      )}
    </Card>
  );
}
