// The champions summary the home page shows (pure: the repository supplies the champions, newest season first).
import type { Champion, ChampionsSummary } from '@trophy-room/contract';

export const RECENT_CHAMPIONS = 5;

/**
 * The first 5 champions whose title was decided in `year`. When the data holds no title for that year yet, the
 * latest year before it that has titles is shown instead, so the list is never empty while the data holds champions.
 */
export function recentChampions(champions: Champion[], year: number): ChampionsSummary['recent'] {
  const years = champions.map((c) => c.title_year).filter((y) => y <= year);
  if (years.length === 0) return null;
  const shown = champions.some((c) => c.title_year === year) ? year : Math.max(...years);
  return {
    year: shown,
    champions: champions.filter((c) => c.title_year === shown).slice(0, RECENT_CHAMPIONS),
  };
}

/**
 * The franchise with the most titles (first reached on a tie), or null for an empty list. A title counts once per
 * season of a league (the 1966 Packers' NFL Championship and Super Bowl I are one), and a franchise is one team
 * across names; it is shown under the name of its first-listed (newest) title.
 */
export function mostTitles(
  champions: Pick<Champion, 'id' | 'team_id' | 'team_name' | 'season_id'>[],
): ChampionsSummary['most_titles'] {
  const seasons = new Map<string, Set<string>>();
  const names = new Map<string, string>();
  let best: ChampionsSummary['most_titles'] = null;
  for (const c of champions) {
    const key = c.team_id !== null ? `id:${c.team_id}` : `name:${c.team_name}`;
    if (!names.has(key)) names.set(key, c.team_name);
    const set = seasons.get(key) ?? new Set<string>();
    set.add(c.season_id !== null ? `season:${c.season_id}` : `result:${c.id}`);
    seasons.set(key, set);
    if (!best || set.size > best.titles) best = { team: names.get(key)!, titles: set.size };
  }
  return best;
}

export function championsSummary(champions: Champion[], year: number): ChampionsSummary {
  return {
    count: champions.length,
    latest_title_year: champions.length ? Math.max(...champions.map((c) => c.title_year)) : null,
    most_titles: mostTitles(champions),
    recent: recentChampions(champions, year),
  };
}
