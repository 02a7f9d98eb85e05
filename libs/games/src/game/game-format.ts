import type { GameDetail } from '@trophy-room/contract';
import { formatDay, overtimePhrase, teamInText } from '@trophy-room/domain';

/** The side ahead (1 home, -1 away, 0 level or unplayed). */
export function leader(g: Pick<GameDetail, 'home_score' | 'away_score' | 'status'>): number {
  if (g.status !== 'final' && g.status !== 'live') return 0;
  if (g.home_score === null || g.away_score === null) return 0;
  return Math.sign(g.home_score - g.away_score);
}

/** "San Francisco 49ers at Kansas City Chiefs" ("vs." on a neutral ground, or where the site is not known). */
export const matchup = (g: GameDetail) =>
  `${g.away_team.name} ${g.is_neutral || !g.site_known ? 'vs.' : 'at'} ${g.home_team.name}`;

/** The two sides' labels: away and home, or where the site is not known the order the source lists them in. */
export const sideLabels = (g: Pick<GameDetail, 'is_neutral' | 'site_known'>) =>
  !g.site_known
    ? { away: 'Listed first', home: 'Listed second (site unknown)' }
    : { away: 'Away', home: g.is_neutral ? 'Home (neutral site)' : 'Home' };

/** The Overview's result sentence, or the notice for a game not played (yet). */
export function resultSentence(g: GameDetail): string {
  const when = formatDay(g.game_date);
  const event = g.round ?? g.championship_name;
  const where = event ? ` in the ${event}` : '';
  switch (g.status) {
    case 'final': {
      const lead = leader(g);
      const team = (name: string, atStart = false) => teamInText(name, g.level, atStart);
      if (lead === 0)
        return `${team(g.away_team.name, true)} and ${team(g.home_team.name)} tied ${g.home_score}–${g.away_score}${overtimePhrase(g.overtime)}${where} on ${when}.`;
      const [w, l] = lead > 0 ? [g.home_team, g.away_team] : [g.away_team, g.home_team];
      const [ws, ls] = lead > 0 ? [g.home_score, g.away_score] : [g.away_score, g.home_score];
      return `${team(w.name, true)} beat ${team(l.name)} ${ws}–${ls}${overtimePhrase(g.overtime)}${where} on ${when}.`;
    }
    case 'live':
      return 'This game is in progress: the score updates every 30 seconds.';
    case 'postponed':
      return `This game, scheduled for ${when}, was postponed.`;
    case 'cancelled':
      return `This game, scheduled for ${when}, was cancelled.`;
    default:
      return `Preview: this game is scheduled for ${when}${g.game_time ? ` at ${g.game_time}` : ''}. Scores appear once it is played.`;
  }
}

/** "Boston leads the series 3–1" / "Series tied 2–2" / "Boston won the series 4–1", after game N. */
export function seriesText(g: GameDetail): string | null {
  if (!g.series) return null;
  const { home_wins: h, away_wins: a, games, game_number: n } = g.series;
  const [lead, lw, tw] = h >= a ? [g.home_team.name, h, a] : [g.away_team.name, a, h];
  if (h === a) return `Game ${n}: series tied ${h}–${a}`;
  // The series' last game in the data decided it.
  const side = teamInText(lead, g.level);
  // A college side is one school: it leads; a club's plural name leads in the plural.
  const leads = g.level?.slug === 'professional' ? 'lead' : 'leads';
  return n === games
    ? `Game ${n}: ${side} won the series ${lw}–${tw}`
    : `Game ${n}: ${side} ${leads} the series ${lw}–${tw}`;
}
