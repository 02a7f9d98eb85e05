// Awards and their winners as their queries read them, and each as the contract's shape (the pattern: teams/rows.ts).
import type { AwardSummary, AwardWinner } from '@trophy-room/contract';

export interface AwardSummaryRow {
  slug: string;
  name: string;
  league: AwardSummary['league'];
  count: number;
  recipients: number;
  first_year: number;
  last_year: number;
  first_season: AwardSummary['first_season'];
  last_season: AwardSummary['last_season'];
}

export function toAwardSummary(r: AwardSummaryRow): AwardSummary {
  return {
    slug: r.slug,
    name: r.name,
    league: r.league,
    count: r.count,
    recipients: r.recipients,
    first_year: r.first_year,
    last_year: r.last_year,
    first_season: r.first_season,
    last_season: r.last_season,
  };
}

export interface AwardWinnerRow {
  id: number;
  award: AwardWinner['award'];
  year: number;
  season: AwardWinner['season'];
  name: string;
  person: AwardWinner['person'];
  team: AwardWinner['team'];
  notes: string | null;
}

export function toAwardWinner(r: AwardWinnerRow): AwardWinner {
  return {
    name: r.name,
    id: r.id,
    award: r.award,
    year: r.year,
    season: r.season,
    person: r.person,
    team: r.team,
    notes: r.notes,
  };
}
