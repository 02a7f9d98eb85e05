// Championship statistics computed from its results (pure: the repository supplies the rows, oldest first).
import type { ChampionshipResult, ChampionshipStats } from '@trophy-room/contract';
import { compareText } from '@trophy-room/domain';

const teamKey = (team: { id: number } | null, name: string | null) =>
  team ? `id:${team.id}` : `name:${name ?? ''}`;

export function championshipStats(results: ChampionshipResult[]): ChampionshipStats {
  const titles = new Map<
    string,
    { team__name: string; team__slug: string | null; team_id: number | null; championships_won: number }
  >();
  const teams = new Set<string>();
  let streak: ChampionshipStats['longest_streak'] = null;
  let run = { key: '', team: '', years: 0, start: 0, last: Number.NaN };
  let best: ChampionshipStats['highest_score_game'] = null;
  let high: number | null = null;

  for (const r of results) {
    const name = r.winner?.name ?? r.winner_name;
    // An edition that was not awarded (the 1919 Stanley Cup) counts as played but gives no one a title.
    if (name === null) continue;
    const key = teamKey(r.winner, r.winner_name);
    teams.add(key);
    if (r.runner_up || r.runner_up_name) teams.add(teamKey(r.runner_up, r.runner_up_name));
    // A vacated title (Louisville 2013) is listed with its note but counted for no one, as in the teams' counts.
    if (!r.vacated_note) {
      const t = titles.get(key) ?? {
        team__name: name,
        team__slug: r.winner?.slug ?? null,
        team_id: r.winner?.id ?? null,
        championships_won: 0,
      };
      t.championships_won += 1;
      // Results come oldest first and are named as borne that season: a franchise is listed under its latest
      // title's name.
      t.team__name = name;
      titles.set(key, t);
    }

    // Consecutive seasons with the same champion, labelled in title years (UCLA 1967-1973, not 1966-1972); a
    // cancelled edition (e.g. 2020) breaks nothing: it has no result row.
    const y = r.title_year;
    run =
      run.key === key && y === run.last + 1
        ? { ...run, years: run.years + 1, last: y }
        : { key, team: name, years: 1, start: y, last: y };
    if (!streak || run.years > streak.years)
      streak = { team: run.team, years: run.years, start_year: run.start, end_year: run.last };

    for (const [score, other, team] of [
      [r.winner_score, r.runner_up_score, r.winner_name],
      [r.runner_up_score, r.winner_score, r.runner_up_name],
    ] as const) {
      if (score !== null && (high === null || score > high)) {
        high = score;
        best = { year: r.year, title_year: r.title_year, team: team ?? '', score: `${score}-${other ?? ''}` };
      }
    }
  }

  const winners = [...titles.values()].sort(
    (a, b) => b.championships_won - a.championships_won || compareText(a.team__name, b.team__name),
  );
  return {
    total_games: results.length,
    team_championships: winners,
    longest_streak: streak,
    highest_score: high,
    highest_score_game: best,
    total_teams: teams.size,
    total_champions: titles.size,
  };
}
