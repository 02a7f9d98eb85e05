// Every fixture builder and scenario answers its contract schema (strict: nothing missing, nothing extra), so tests
// and stories cannot drift from what the API sends.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import * as contract from '../index';
import * as t from './index';

const ajv = addFormats(new Ajv({ strict: true, allowUnionTypes: true, allErrors: true }));
const check = (schema: TSchema, value: unknown) => {
  const validate = ajv.compile(schema);
  return validate(value) ? null : ajv.errorsText(validate.errors);
};

describe('fixture builders', () => {
  const cases: [string, TSchema, unknown][] = [
    ['aVenue', contract.Venue, t.aVenue()],
    ['aSportWithLeagues', contract.SportWithLeagues, t.aSportWithLeagues()],
    ['aSource', contract.Source, t.aSource()],
    ['aCoverage', contract.Coverage, t.aCoverage()],
    ['aTeamRef', contract.TeamRef, t.aTeamRef()],
    ['aChampionship', contract.Championship, t.aChampionship()],
    ['aChampionshipResult', contract.ChampionshipResult, t.aChampionshipResult()],
    ['aChampionshipStats', contract.ChampionshipStats, t.aChampionshipStats()],
    ['aChampion', contract.Champion, t.aChampion()],
    ['aChampionsSummary', contract.ChampionsSummary, t.aChampionsSummary()],
    ['aSeason', contract.Season, t.aSeason()],
    ['aSeasonYears', contract.SeasonYears, t.aSeasonYears()],
    ['aTeam', contract.Team, t.aTeam()],
    ['aTeamChampionship', contract.TeamChampionship, t.aTeamChampionship()],
    ['aTeamSeason', contract.TeamSeason, t.aTeamSeason()],
    ['aRosterEntry', contract.RosterEntry, t.aRosterEntry()],
    ['aScheduleGame', contract.ScheduleGame, t.aScheduleGame()],
    ['aRecordLine', contract.RecordLine, t.aRecordLine()],
    ['aTeamSeasonRecord', contract.TeamSeasonRecord, t.aTeamSeasonRecord()],
    ['aTeamStats', contract.TeamStats, t.aTeamStats()],
    ['aTeamTotals', contract.TeamTotals, t.aTeamTotals()],
    ['aTeamSeasonSummary', contract.TeamSeasonSummary, t.aTeamSeasonSummary()],
    ['aSearchResult', contract.SearchResult, t.aSearchResult()],
    ['aSearchGroup', contract.SearchGroup, t.aSearchGroup()],
    ['aSearchResponse', contract.SearchResponse, t.aSearchResponse()],
    ['aTeamFacets', contract.TeamFacets, t.aTeamFacets()],
    ['aTeamSeasonYears', contract.TeamSeasonYears, t.aTeamSeasonYears()],
    ['aGame', contract.Game, t.aGame()],
    ['aGameDetail', contract.GameDetail, t.aGameDetail()],
    ['aGameDates', contract.GameDates, t.aGameDates()],
    ['aStanding', contract.Standing, t.aStanding()],
    ['aPerson', contract.Person, t.aPerson()],
    ['aPlayer', contract.Player, t.aPlayer()],
    ['aPlayerDetail', contract.PlayerDetail, t.aPlayerDetail()],
    ['aCoach', contract.Coach, t.aCoach()],
    ['aCoachDetail', contract.CoachDetail, t.aCoachDetail()],
    ['aCoachSeasonLine', contract.CoachSeasonLine, t.aCoachSeasonLine()],
    ['aQualityRule', contract.QualityRule, t.aQualityRule({ id: 'x:nba', rule: 'Rule', metric: 'accuracy' })],
    ['aDataQualityReport', contract.DataQualityReport, t.aDataQualityReport()],
    ['aDataCatalogue', contract.DataCatalogue, t.aDataCatalogue()],
    ['aHeadToHead', contract.HeadToHead, t.aHeadToHead()],
    [
      'aHeadToHead (never met)',
      contract.HeadToHead,
      t.aHeadToHead({ games_count: 0, games: [], first_meeting: null }),
    ],
    ['anOpponent', contract.Opponent, t.anOpponent()],
    ['anAnalyticsFigures', contract.AnalyticsFigures, t.anAnalyticsFigures()],
    ['anAwardSummary', contract.AwardSummary, t.anAwardSummary()],
    ['anAwardWinner', contract.AwardWinner, t.anAwardWinner()],
    ['anAwardDetail', contract.AwardDetail, t.anAwardDetail()],
    ['aLeaderLeague', contract.LeaderLeague, t.aLeaderLeague()],
    ['aLeaderList', contract.LeaderList, t.aLeaderList()],
    ['aPlayerRank', contract.PlayerRank, t.aPlayerRank()],
    ['aDataQualityFigures', contract.DataQualityFigures, t.aDataQualityFigures()],
    ['aDisagreement', contract.Disagreement, t.aDisagreement()],
    ['a bracket (the scenario with byes)', contract.Bracket, t.bracketWithByes],
    ['aPage', contract.Paginated(contract.Team), t.aPage([t.aTeam()], { count: 32 })],
    ['a slug', contract.Slug, 'lebron-james'],
  ];

  it.each(cases)('%s answers its schema', (_, schema, value) => {
    expect(check(schema, value)).toBeNull();
  });

  it('a builder for every resource the endpoints answer', () => {
    const built = new Set(cases.map(([, schema]) => schema));
    const items = Object.values(contract.endpoints).map((e) => {
      const r = e.response as TSchema & { properties: Record<string, TSchema & { items?: TSchema }> };
      const inner = r.properties.results ?? r.properties.data ?? r;
      return inner.items ?? inner;
    });
    expect(items.filter((s) => !built.has(s)).map((s) => JSON.stringify(s).slice(0, 80))).toEqual([]);
  });

  it('overrides replace fields and derived defaults follow them', () => {
    expect(t.aTeam({ name: 'Dallas Cowboys' })).toMatchObject({
      name: 'Dallas Cowboys',
      slug: 'dallas-cowboys',
    });
    expect(t.aChampion({ year: 1995 })).toMatchObject({
      year: 1995,
      title_year: 1995, // football: the season's year
      season_name: '1995-96 Season',
    });
    expect(t.aSeason({ start_year: 2001 })).toMatchObject({ slug: 'nfl-2001', end_year: 2002 });
  });
});

describe('scenarios', () => {
  const lists: [string, TSchema, unknown[]][] = [
    ['championships', contract.Championship, [...t.championships, ...t.homeChampionships]],
    ['results', contract.ChampionshipResult, t.superBowlResults],
    ['champions', contract.Champion, [...t.champions, ...t.homeChampions]],
    ['champions summary', contract.ChampionsSummary, [t.homeChampionsSummary]],
    ['seasons', contract.Season, [...t.seasons, t.latestSeason]],
    ['standings', contract.Standing, t.nfl2024Standings],
    ['games', contract.Game, [t.superBowlLix]],
    [
      'brackets',
      contract.Bracket,
      [
        t.bracketWithByes,
        t.totalGoalBracket,
        t.seriesOnlyBracket,
        t.playInBracket,
        t.listBracket,
        t.emptyBracket,
        t.superBowlLixBracket,
      ],
    ],
  ];
  it.each(lists)('%s answer their schema', (_, schema, values) => {
    for (const v of values) expect(check(schema, v)).toBeNull();
  });
});

describe('apiPath', () => {
  it('fills and encodes path parameters, and names a missing one', () => {
    expect(contract.apiPath(contract.apiPaths.team, { key: 'a b' })).toBe('/api/teams/teams/a%20b/');
    expect(() => contract.apiPath(contract.apiPaths.team)).toThrow(/missing :key/);
  });
});
