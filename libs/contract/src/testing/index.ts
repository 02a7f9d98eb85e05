// @trophy-room/contract/testing: fixture builders typed by the contract (aTeam({...overrides})), MSW handler
// builders (mockApi), and the scenarios the existing screens' tests and stories share. Tests and stories only:
// msw is a dev dependency, so product code never imports this entry (an ESLint rule says so).
export { sports, levels, leagues, nflScope, slugOf, aTeamRef } from './refs';
export { aPage } from './builders/page';
export { aVenue, aSportWithLeagues, aSource, aCoverageEntry, aCoverage } from './builders/core';
export {
  aChampionship,
  aChampionshipResult,
  aChampionshipStats,
  aChampion,
  aChampionsSummary,
  aSeason,
  aSeasonYears,
} from './builders/championships';
export {
  aTeam,
  aTeamChampionship,
  aTeamSeason,
  aRosterEntry,
  aScheduleGame,
  aTeamFacets,
  aTeamSeasonYears,
} from './builders/teams';
export {
  aRecordLine,
  aTeamSeasonRecord,
  aTeamSeasonSummary,
  aTeamStats,
  aTeamTotals,
} from './builders/team-stats';
export { aGame, aGameDetail, aGameDates, aStanding } from './builders/games';
export { aFigureSpan, aPerson, aPlayer, aPlayerSeasonLine, aPlayerDetail } from './builders/people';
export { aCoachingRecord, aCoach, aCoachSeasonLine, aCoachDetail } from './builders/coaches';
export { aSearchResult, aSearchGroup, aSearchResponse } from './builders/search';
export { aQualityRule, aDataQualityReport } from './builders/quality';
export { aDataQualityFigures, aDisagreement, aFigureCheck, aNullAuditRow } from './builders/quality-figures';
export { aDataCatalogue } from './builders/data-files';
export { anAnalyticsFigures, anAnalyticsLeague, analyticsLeagues } from './builders/analytics';
export { aLeaderStat, aLeaderLeague, aLeaderRow, aLeaderList, aPlayerRank } from './builders/leaders';
export { aHeadToHeadGame, aHeadToHeadRecord, aHeadToHead, anOpponent } from './builders/head-to-head';
export { mockApi, type MockRequest, type BodyOf } from './handlers';
export * from './scenarios/championships';
export * from './scenarios/seasons';
export * from './scenarios/brackets';
export * from './scenarios/home';
export * from './scenarios/people';
export * from './scenarios/search';
export {
  anAwardSummary,
  aSuperBowlMvpSummary,
  anAwardWinner,
  anAwardDetail,
  aNamathWinner,
} from './builders/awards';
export * from './scenarios/leaders';
