import { Card } from '@trophy-room/ui-kit';
import { formatLongDay } from '../shared/dates';
import type { ShownGame } from './game-extras';
import { resultSentence, seriesText } from './game-format';
import { LineScore } from './line-score';
import { formatNumber } from '@trophy-room/domain';

type Fact = [label: string, value: string | null | undefined];

function Facts({ title, facts }: { title: string; facts: Fact[] }) {
  const shown = facts.filter((f): f is [string, string] => Boolean(f[1]));
  if (shown.length === 0) return null;
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {shown.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium uppercase text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** The result sentence (or a preview/in-progress notice), the game's details and its venue. */
export function GameOverview({ game }: { game: ShownGame }) {
  const both = (a: string | null, h: string | null) => {
    return a || h
      ? `${a ?? 'not in our data'} (${game.away_team.abbreviation ?? 'away'}), ${h ?? 'not in our data'} (${game.home_team.abbreviation ?? 'home'})`
      : null;
  };
  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg text-slate-900">{resultSentence(game)}</p>
      <LineScore game={game} />
      <Facts
        title="Game details"
        facts={[
          ['Date', formatLongDay(game.game_date) + (game.game_time ? ` · ${game.game_time}` : '')],
          ['Round', game.round ?? (game.is_playoff ? 'Playoffs' : null)],
          ['Series', seriesText(game)],
          ['Week', game.week],
          ['Season', game.season.name],
          ['League', game.league.name],
          ['Head coaches', both(game.away_coach, game.home_coach)],
          ['Starting quarterbacks', both(game.away_quarterback, game.home_quarterback)],
          ['Weather', game.weather],
          ['Attendance', game.attendance === null ? null : formatNumber(game.attendance)],
        ]}
      />
      <Facts
        title="Venue"
        facts={[
          ['Name', game.venue_name],
          ['City', [game.venue?.city, game.venue?.state].filter(Boolean).join(', ') || null],
          ['Capacity', game.venue?.capacity ? formatNumber(game.venue.capacity) : null],
          [
            'Neutral site',
            !game.site_known
              ? 'Not known (the source does not say where it was played)'
              : game.is_neutral
                ? 'Yes'
                : null,
          ],
        ]}
      />
    </div>
  );
}
