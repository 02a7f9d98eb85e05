// What a search result says and where it leads: its descriptor ("Team · Boston · 1946–present",
// "Player · C · 2003–2024"), the name it matched, and its path on its site.
import type { SearchKind, SearchLeague, SearchResult } from '@trophy-room/contract';
import { paths } from '@trophy-room/routes';
import { siteVariants, type SiteConfig } from '@trophy-room/site-theme';

export const KIND_LABELS: Record<SearchKind, { one: string; many: string }> = {
  team: { one: 'Team', many: 'Teams' },
  player: { one: 'Player', many: 'Players' },
  coach: { one: 'Coach', many: 'Coaches' },
  championship: { one: 'Championship', many: 'Championships' },
  season: { one: 'Season', many: 'Seasons' },
};

const years = (first: number | null, last: number | null) =>
  first === null ? null : `${first}–${last === null ? 'present' : last}`;

/** "Team · Boston · 1946–present": the kind, then the facts that tell two results of the same name apart. */
export function describeResult(r: SearchResult): string {
  const facts =
    r.kind === 'championship'
      ? [
          r.first_year === null
            ? null
            : r.last_year === null
              ? `since ${r.first_year}`
              : years(r.first_year, r.last_year),
        ]
      : r.kind === 'season'
        ? [r.detail]
        : [r.city, r.position, years(r.first_year, r.last_year)];
  return [KIND_LABELS[r.kind].one, ...facts].filter(Boolean).join(' · ');
}

/** "Seattle SuperSonics, 1967–2007": the former name a team was found by, or null. */
export function matchedName(r: SearchResult): string | null {
  if (!r.matched_name) return null;
  const span = r.matched_first_year === null ? null : years(r.matched_first_year, r.matched_last_year);
  return span ? `${r.matched_name}, ${span}` : r.matched_name;
}

/** The result's page on its own site. */
export function resultPath(r: SearchResult): string {
  switch (r.kind) {
    case 'team':
      return paths.team(r.slug);
    case 'player':
      return paths.player(r.slug);
    case 'coach':
      return paths.coach(r.slug);
    case 'championship':
      return paths.championship(r.slug);
    case 'season':
      return r.season_slug ? paths.season(r.season_slug) : paths.team(r.slug, r.year ?? undefined);
  }
}

/** The sport site a result belongs to (its league's sport and level). */
export function siteOf(league: SearchLeague): SiteConfig | undefined {
  const level = league.level_slug === 'professional' ? 'professional' : 'college';
  return Object.values(siteVariants).find((s) => s.sport === league.sport_slug && s.level === level);
}
