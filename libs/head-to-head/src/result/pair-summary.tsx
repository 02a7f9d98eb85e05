// The pair at a glance: regular-season and postseason records (with series), points (runs, goals), each side's longest winning
// streak, the first and last meeting, and each side's biggest wins, every game linking to its page. The figures of
// single games say which seasons' games they read when the record also counts season totals or missing seasons.
import type { HeadToHead, HeadToHeadGame, HeadToHeadRecord, HeadToHeadStreak } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { formatDay, formatNumber, formatRate, scoreUnitLabel } from '@trophy-room/domain';
import { InfoList } from '@trophy-room/ui-kit';
import { Link } from 'react-router-dom';
import { gamesCoverAll, recordText, scoreText, spansText } from '../format';

const GameLink = ({ g }: { g: HeadToHeadGame }) => (
  <Link to={paths.game(g.id)} className="text-primary-800 hover:underline">
    {formatDay(g.game_date)}: {scoreText(g)}
  </Link>
);

const streakText = (s: HeadToHeadStreak | null) =>
  s ? `${s.length} (${formatDay(s.from)} – ${formatDay(s.to)})` : 'None';

function BiggestWins({ name, games }: { name: string; games: HeadToHeadGame[] }) {
  return (
    <section aria-label={`${name}: biggest wins`} className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="mb-2 text-base font-semibold text-slate-900">{name}: biggest wins</h3>
      {games.length === 0 ? (
        <p className="text-sm text-slate-500">No wins in these meetings.</p>
      ) : (
        <ol className="flex flex-col gap-1 text-sm">
          {games.map((g) => (
            <li key={g.id}>
              <GameLink g={g} />{' '}
              <span className="text-slate-500">(by {Math.abs(g.a_score - g.b_score)})</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The points of a record, and over how many of its games when some have no score in the sources. */
function pointsText(A: string, B: string, r: HeadToHeadRecord) {
  if (r.points_games === 0) return 'Not in our sources (no scores for these meetings)';
  const text = `${A} ${formatNumber(r.a_points)}, ${B} ${formatNumber(r.b_points)}`;
  return r.points_games < r.games
    ? `${text} (in the ${formatNumber(r.points_games)} games with scores)`
    : text;
}

export function PairSummary({ pair: d }: { pair: HeadToHead }) {
  const A = d.a.name;
  const B = d.b.name;
  const r = d.regular_season;
  const p = d.postseason;
  // What a score counts in the pair's sport: points, runs, goals.
  const unit = scoreUnitLabel(d.sport.slug);
  // Streaks and single games come from the games alone: say which seasons when they are not all the figures cover.
  const only = gamesCoverAll(d.coverage) ? '' : ` (games ${spansText(d.coverage.games) || 'none'})`;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <InfoList
          title="Regular Season"
          items={[
            ['Games', formatNumber(r.games)],
            [`Record (${A} first)`, r.games ? recordText(r) : null],
            [`${A} win %`, formatRate(r.a_win_percentage)],
            [unit, r.games ? pointsText(A, B, r) : null],
          ]}
        />
        <InfoList
          title="Postseason"
          items={
            p.games || p.series
              ? [
                  ['Games', formatNumber(p.games)],
                  [`Record (${A} first)`, recordText(p)],
                  ['Series won', `${A} ${p.a_series}, ${B} ${p.b_series} (of ${p.series})`],
                  [unit, pointsText(A, B, p)],
                ]
              : [
                  [
                    'Games',
                    'No postseason meeting in our sources (some leagues’ postseason games are not in them)',
                  ],
                ]
          }
        />
        <InfoList
          title="Streaks and Meetings"
          items={[
            [`${A} longest winning streak${only}`, streakText(d.a_longest_streak)],
            [`${B} longest winning streak${only}`, streakText(d.b_longest_streak)],
            [`First meeting${only}`, d.first_meeting && <GameLink g={d.first_meeting} />],
            [`Last meeting${only}`, d.last_meeting && <GameLink g={d.last_meeting} />],
          ]}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <BiggestWins name={A} games={d.a_biggest_wins} />
        <BiggestWins name={B} games={d.b_biggest_wins} />
      </div>
    </div>
  );
}
