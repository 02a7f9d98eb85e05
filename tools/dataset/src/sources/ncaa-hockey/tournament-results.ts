// The NCAA tournament on the team seasons of every team that played in it (1948-2019, College Hockey News' games
// labelled "NCAA Tournament"): the champions list names only the two finalists, so the other teams of the field read
// "Playoffs —" and a programme's playoff appearances counted its title games only. A team whose games include one at
// the site of the final (the label of the season's last tournament game) reached the national semifinals.
import type { Pending } from '../../shared/pending';

export interface TournamentGame {
  start: number;
  date: string;
  /** CHN's label: "NCAA Tournament (at Joe Louis Arena, Detroit)". */
  label: string;
  teams: readonly [string, string];
}

export const SEMIFINAL_RESULT = 'Lost in the national semifinals';
export const EARLIER_RESULT = 'Lost in the NCAA tournament';

/** Each tournament team's result where the champions list gives none; the count of team seasons given one. */
export function addTournamentResults(p: Pending, games: readonly TournamentGame[]): number {
  const bySeason = new Map<number, TournamentGame[]>();
  for (const g of games) bySeason.set(g.start, [...(bySeason.get(g.start) ?? []), g]);
  let n = 0;
  for (const [start, list] of bySeason) {
    const finalSite = [...list].sort((a, b) => a.date.localeCompare(b.date)).at(-1)!.label;
    const atFinalSite = new Set(list.filter((g) => g.label === finalSite).flatMap((g) => g.teams));
    for (const team of new Set(list.flatMap((g) => g.teams))) {
      const ts = p.get('team_seasons', `${team}:${start}`);
      if (!ts || ts.playoff_result) continue;
      ts.playoff_result = atFinalSite.has(team) ? SEMIFINAL_RESULT : EARLIER_RESULT;
      ts.playoff_position = 'playoffs';
      n++;
    }
  }
  return n;
}
