// Every postseason series of the pair, oldest first: the season, the round as it was named, the winner over the
// loser (each named as it was), the result
// in games and the goals or points when the source has them; whether it comes from a series source or the games.
import type { HeadToHead, HeadToHeadSeries } from '@trophy-room/contract';
import { formatRecord, scoreUnit } from '@trophy-room/domain';
import { paths } from '@trophy-room/routes';
import { Link } from 'react-router-dom';

const result = (s: HeadToHeadSeries) => {
  const [w, l] = s.winner === 'b' ? [s.b_wins, s.a_wins] : [s.a_wins, s.b_wins];
  return formatRecord(w, l, s.ties);
};

export function SeriesTable({ pair }: { pair: HeadToHead }) {
  const A = pair.a.name;
  const B = pair.b.name;
  return (
    <div className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-slate-900">Postseason Series</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{`${A} and ${B}, postseason series`}</caption>
          <thead className="border-b border-slate-200 text-slate-500">
            <tr>
              <th scope="col" className="py-1 pr-3">
                Season
              </th>
              <th scope="col" className="py-1 pr-3">
                Round
              </th>
              <th scope="col" className="py-1 pr-3">
                Winner
              </th>
              <th scope="col" className="py-1 pr-3">
                Result
              </th>
              <th scope="col" className="py-1 pr-3">
                {`${A} – ${B}`} {scoreUnit(pair.sport.slug)}
              </th>
              <th scope="col" className="py-1 pr-3">
                From
              </th>
            </tr>
          </thead>
          <tbody>
            {pair.postseason_series.map((s, i) => (
              <tr key={`${s.season.id}-${s.round ?? ''}-${i}`} className="border-b border-slate-100">
                <td className="py-1 pr-3">
                  <Link to={paths.season(s.season.slug)} className="text-primary-800 hover:underline">
                    {s.season.name}
                  </Link>
                </td>
                <td className="py-1 pr-3">{s.round ?? 'Postseason'}</td>
                <td className="py-1 pr-3">
                  {s.winner === 'b'
                    ? `${s.b_name} over ${s.a_name}`
                    : s.winner === 'a'
                      ? `${s.a_name} over ${s.b_name}`
                      : `${s.a_name} and ${s.b_name} tied`}
                </td>
                <td className="py-1 pr-3">{result(s)}</td>
                <td className="py-1 pr-3">
                  {s.a_points === null || s.b_points === null ? '—' : `${s.a_points}–${s.b_points}`}
                </td>
                <td className="py-1 pr-3">{s.from === 'series' ? 'Series results' : 'Games'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
