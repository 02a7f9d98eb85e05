// How the head-to-head screen writes a record and a score (figures with the formatters of @trophy-room/domain).
import type { HeadToHeadCoverage, HeadToHeadGame, HeadToHeadRecord, SeasonSpan } from '@trophy-room/contract';
import { formatRecord, yearRange } from '@trophy-room/domain';

/** "96-108-6" (ties only when there were any): a's wins first. */
export const recordText = (r: Pick<HeadToHeadRecord, 'a_wins' | 'b_wins' | 'ties'>) =>
  formatRecord(r.a_wins, r.b_wins, r.ties);

/** "Chicago Staleys 20, Green Bay Packers 0": the winner first, each side named as it was. */
export function scoreText(g: HeadToHeadGame): string {
  const a = `${g.a_name} ${g.a_score}`;
  const b = `${g.b_name} ${g.b_score}`;
  return g.b_score > g.a_score ? `${b}, ${a}` : `${a}, ${b}`;
}

/** "1926–2024", "2010" for one season, runs joined: "1917–2003, 2005–2009" (years are season start years). */
export const spansText = (spans: readonly SeasonSpan[]) =>
  spans.map((s) => yearRange(s.from, s.to)).join(', ');

/**
 * The seasons the figures cover, said beside them: "1926–2024 from season totals and games" when they cover the
 * two teams' whole shared span, else what they cover: "games 2010–2025 only", "season totals 1917–2009 and games
 * 2010–2025 only"; and the postseason series the series sources add.
 */
export function coverageText(c: HeadToHeadCoverage): string {
  const parts = [
    c.season_totals.length ? { name: 'season totals', spans: c.season_totals } : null,
    c.games.length ? { name: 'games', spans: c.games } : null,
  ].filter((p) => p !== null);
  const series = c.series.length ? `; postseason series ${spansText(c.series)} from series results` : '';
  if (!parts.length)
    return c.shared ? `no meetings in our sources for ${spansText(c.missing)}` : 'no shared seasons';
  if (!c.partial && c.shared)
    return `${spansText([c.shared])} from ${parts.map((p) => p.name).join(' and ')}${series}`;
  return `${parts.map((p) => `${p.name} ${spansText(p.spans)}`).join(' and ')} only${series}`;
}

/** Whether the games cover every season the figures count (else game-only figures say which seasons they cover). */
export const gamesCoverAll = (c: HeadToHeadCoverage) =>
  !c.partial && c.season_totals.length === 0 && c.games.length <= 1;
