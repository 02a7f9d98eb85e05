// Awards: each award a league's data holds (MVP, Cy Young, Conn Smythe, All-Star selections…) with its winners year
// by year, and the winners of one league's season. An award is one name in one league; its slug is the league's slug
// and the name's (the league's own abbreviation not repeated): nba-most-valuable-player, nhl-conn-smythe-trophy.
import { Type, type Static } from '@sinclair/typebox';
import { MAX_SLUG_LENGTH, siteFilterProperties } from './common';
import { SeasonLink } from './person';
import { Int, NStr, Nullable, Obj, StringEnum, Str } from './schema';
import { MAX_YEAR, MIN_YEAR } from './values';

export const AwardLeague = Obj({ slug: Str(), name: Str(), abbreviation: Str(), sport_slug: Str() });
export type AwardLeague = Static<typeof AwardLeague>;

const awardSummaryProperties = {
  slug: Str({
    description: 'Stable and readable: the league slug and the award name (nba-most-valuable-player)',
  }),
  name: Str({ description: 'The name as the source gives it' }),
  league: AwardLeague,
  count: Int({ description: 'Rows: winners and selections, every year' }),
  recipients: Int({ description: 'Distinct people (or names, where no person is linked) given it' }),
  first_year: Int({ description: 'Start year of the first season it was given' }),
  last_year: Int({ description: 'Start year of the last season it was given' }),
  first_season: Nullable(SeasonLink),
  last_season: Nullable(SeasonLink),
};

/** An award in the list: what it is, how often it was given and over which seasons. */
export const AwardSummary = Obj(awardSummaryProperties);
export type AwardSummary = Static<typeof AwardSummary>;

/** The page of the person an award names: a player page, else a coach page (managers, coaches). */
export const AwardPerson = Obj({ kind: StringEnum(['player', 'coach'] as const), slug: Str() });
export type AwardPerson = Static<typeof AwardPerson>;

/** The team an award row names, as it was named that season (the link is the franchise's season page). */
export const AwardTeam = Obj({ slug: Str(), name: Str(), abbreviation: NStr() });
export type AwardTeam = Static<typeof AwardTeam>;

/**
 * One winner (or selection) of an award in one season. `name` is the recipient as the source gives it (else the
 * linked person's name); `person` is null where the source names no one we hold a page for, `team` where it names
 * no team; `notes` is the source's own qualifier (AL/NL, "Super Bowl I", "All-Star team: East", a position).
 */
export const AwardWinner = Obj({
  id: Int(),
  award: Obj({ slug: Str(), name: Str() }),
  year: Int({ description: "The season's start year (NBA 1995-96 → 1995)" }),
  season: Nullable(SeasonLink),
  name: Str(),
  person: Nullable(AwardPerson),
  team: Nullable(AwardTeam),
  notes: NStr(),
});
export type AwardWinner = Static<typeof AwardWinner>;

/** A recipient by wins: ties share a rank. */
export const AwardLeader = Obj({
  rank: Int(),
  name: Str(),
  person: Nullable(AwardPerson),
  wins: Int(),
  first_year: Int(),
  last_year: Int(),
});
export type AwardLeader = Static<typeof AwardLeader>;

/** An award with every winner (oldest first) and the recipients with the most wins (ranks 1–10, two wins or more). */
export const AwardDetail = Obj({
  ...awardSummaryProperties,
  winners: Type.Array(AwardWinner),
  most_wins: Type.Array(AwardLeader),
});
export type AwardDetail = Static<typeof AwardDetail>;

const LeagueParam = Type.String({
  pattern: '^[a-z0-9-]+$',
  maxLength: MAX_SLUG_LENGTH,
  description: 'League slug (nba, nfl, mlb, nhl…)',
});

/** The awards list: the site filters, optionally one league. */
export const AwardListParams = Obj({ ...siteFilterProperties, league: Type.Optional(LeagueParam) });
export type AwardListParams = Static<typeof AwardListParams>;

/** The winners of every award in one league's season. */
export const AwardWinnersParams = Obj({
  ...siteFilterProperties,
  league: LeagueParam,
  year: Type.Integer({
    minimum: MIN_YEAR,
    maximum: MAX_YEAR,
    description: 'Season start year (NBA 1995-96 → 1995)',
  }),
});
export type AwardWinnersParams = Static<typeof AwardWinnersParams>;
