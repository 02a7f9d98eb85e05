// The award slug, the one rule: the league's slug and the award's name in lower case with every run of other
// characters as one hyphen, the league's slug not repeated when the name starts with it ("NBA Most Valuable
// Player" → nba-most-valuable-player, "Conn Smythe Trophy" → nhl-conn-smythe-trophy).
const slugified = (name: string) =>
  `trim(both '-' from regexp_replace(lower(${name}), '[^a-z0-9]+', '-', 'g'))`;

/** SQL expression: the slug of the award named `name` (an SQL expression) in league alias `l`. */
export const awardSlug = (name: string, l: string) =>
  `(${l}.slug || '-' || CASE WHEN ${slugified(name)} LIKE ${l}.slug || '-%'
      THEN substr(${slugified(name)}, length(${l}.slug) + 2) ELSE ${slugified(name)} END)`;
