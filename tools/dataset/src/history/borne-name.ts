// The name a team bore in a season, from its lineage (team_identities, whose years are season start years).

export interface Identity {
  first_year: number | null;
  last_year: number | null;
  name: string;
  city?: string | null;
}

/**
 * The identity a team carried in the season starting `year`: the earliest one that had not ended by then. Before
 * the first recorded identity this is the earliest name known (the lineage starts with the data, not the club);
 * after the last one has ended there is none (undefined). The API resolves names with the same rule in SQL.
 */
export function borneIdentity<T extends Identity>(identities: readonly T[], year: number): T | undefined {
  return [...identities]
    .filter((i) => i.last_year === null || i.last_year >= year)
    .sort((a, b) => (a.first_year ?? -Infinity) - (b.first_year ?? -Infinity))[0];
}
