// Each award counted by itself: a player's "MVP awards" are his league's regular-season MVP award only, and his
// "All-Star selections" the league's All-Star Game selections only — never a Finals, World Series, LCS or All-Star
// Game MVP, nor another publication's All-Star list (The Sporting News, Baseball Magazine) or a season-end All-Star
// Team. Counted by the award's identity (its name in the sources, exactly), never by a pattern over names.

/** A league's award as the sources name it, with where the league defines it. */
export interface CountedAward {
  /** The awards.name the sources give it, exactly. */
  name: string;
  /** The league's own name for it and the rule's source. */
  source: string;
}

export type CountedLeague = 'mlb' | 'nba' | 'nfl' | 'nhl';

/**
 * The regular-season MVP of each league (the NFL's is the Associated Press award, from 1957: the Super Bowl MVP is a
 * game's award, not the season's).
 */
export const MVP_AWARD: Record<CountedLeague, CountedAward | null> = {
  mlb: {
    name: 'Most Valuable Player',
    source: 'BBWAA Most Valuable Player, each league (MLB.com "Awards"); Lahman AwardsPlayers',
  },
  nba: {
    name: 'NBA Most Valuable Player',
    source:
      'Maurice Podoloff Trophy (NBA.com "NBA MVP Award Winners"); not the Finals MVP (Bill Russell Trophy)',
  },
  nhl: {
    name: 'Hart Memorial Trophy',
    source:
      'NHL: the Hart Trophy is the league’s MVP (NHL.com "Hart Trophy"); not the Conn Smythe (playoffs)',
  },
  nfl: {
    name: 'AP NFL Most Valuable Player',
    source: 'Associated Press NFL MVP (Pro-Football-Reference "AP NFL MVP"); not the Super Bowl MVP',
  },
};

/**
 * The All-Star selections of each league: the All-Star Game's roster (NBA), the Pro Bowl (NFL: a career figure of
 * the sources, `pb`, not an award row), the All-Star Game's rosters (MLB, Lahman AllstarFull: one per game named to);
 * null where the sources hold none (the NHL sources give the season-end First and Second All-Star Teams, a different
 * honour).
 */
export const ALL_STAR_AWARD: Record<CountedLeague, CountedAward | 'pro-bowl' | null> = {
  mlb: {
    name: 'MLB All-Star',
    source: 'MLB All-Star Game rosters (Lahman AllstarFull, as Baseball-Reference counts)',
  },
  nba: { name: 'NBA All-Star', source: 'NBA All-Star Game selections (NBA.com "All-Star History")' },
  nfl: 'pro-bowl',
  nhl: null,
};

const counted = (league: string): league is CountedLeague => league in MVP_AWARD;

/** How many of `awards` are the award `award` names: null when the league's sources hold no such award. */
export function countAward(awards: readonly { name: string }[], award: CountedAward | null): number | null {
  return award ? awards.filter((a) => a.name === award.name).length : null;
}

/** A player's MVP awards in his league: null where the sources hold no regular-season MVP for it. */
export const mvpAwards = (league: string, awards: readonly { name: string }[]) =>
  countAward(awards, counted(league) ? MVP_AWARD[league] : null);

/** A player's All-Star selections: the league's own; the NFL's Pro Bowls from the career figure `proBowls`. */
export function allStarSelections(
  league: string,
  awards: readonly { name: string }[],
  proBowls: number | null,
): number | null {
  const award = counted(league) ? ALL_STAR_AWARD[league] : null;
  if (award === 'pro-bowl') return proBowls;
  return countAward(awards, award);
}

/**
 * The award rows a player's count is made of, by the field that shows it (`mvp_awards`, `all_star_selections`): the
 * coverage model's figure `award:<name>` says which seasons they cover; null where no award row is counted.
 */
export function countedAwardName(field: 'mvp_awards' | 'all_star_selections', league: string): string | null {
  if (!counted(league)) return null;
  const award = field === 'mvp_awards' ? MVP_AWARD[league] : ALL_STAR_AWARD[league];
  return award && award !== 'pro-bowl' ? award.name : null;
}
