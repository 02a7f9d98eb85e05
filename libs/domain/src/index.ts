// The domain rules every part of Trophy Room shares (the API, the dataset pipeline, the screens): title years,
// sport categories and levels, the season scope of the site filters, win percentage with each sport's tie rule,
// name order and the text the pages write. Pure functions; no React, no DOM, no import of another lib of ours.
export { titleYear, titleYearOf, titleYearRule, type SeasonYears, type TitleYearSport } from './title-year';
export {
  SPORT_CATEGORIES,
  sportCategory,
  categoryOfSport,
  isTopTier,
  leagueLabel,
  type SportCategory,
} from './championship-category';
export { COLLEGE_LEVEL, levelSlug, recordIncludesPostseason } from './level';
export { withoutSeason, type ScopeFilters } from './season-scope';
export {
  TIES_COUNT_HALF_FROM,
  decisions,
  ratio,
  tiesCount,
  winPercentage,
  winPercentageAcross,
  type WinLossRecord,
  type WinPercentageScope,
} from './win-percentage';
export { compareText, countOf, formatDate, formatDay, formatNumber, teamInText, yearRange } from './text';
export { leagueShortName } from './league-name';
export { formatFigure, ordinal } from './leader-figure';
export { gameTypeText, meetingSortValues, siteText, winnerText, type Meeting } from './meeting';
export { shownRange, type ShownRange } from './show-more';
export {
  MISSING,
  formatCount,
  formatFixed,
  formatGamesBehind,
  formatInnings,
  formatPercent,
  formatPercentValue,
  formatRate,
  formatRecord,
  formatSigned,
  inningsToOuts,
  roundTo,
} from './format';
export {
  careerLineSeasons,
  coverageOf,
  coverageText,
  holdsStat,
  LEAGUE_FIGURES,
  missingBetween,
  missingRuns,
  POSTSEASON_GAMES,
  runsText,
  seasonRuns,
  spanThrough,
  statFigure,
  type FigureCoverage,
  type SeasonRun,
  type SubjectSpan,
} from './coverage';
export { seasonLabel, seasonSpansTwoYears, seasonStartYearOf } from './season-label';
export {
  extraInningsMarker,
  gameInnings,
  isInningsMarker,
  overtimeHeading,
  overtimeMark,
  overtimePhrase,
  scheduledInnings,
} from './extra-innings';
export * from './standings';
export {
  STAT_CATALOGUE,
  careerStatOf,
  careerStatsOfSport,
  leaderStatsByLeague,
  seasonTableStats,
  statOf,
  statsOfSport,
} from './stats/catalogue';
export { formatStat, inningsOfOuts, roundStat, statDigits, statNumber } from './stats/format-stat';
export { qualifierText } from './stats/qualifier-text';
export { isRate, readKey, statValue, sumKeys, sumLines, type StatLine } from './stats/value';
export type { SportStats, StatDef, StatFormat, StatFormula, StatQualifier, StatSport } from './stats/types';
export {
  TITLE_CREDITS,
  TITLE_CREDIT_GROUPS,
  creditedPlayers,
  titleCreditGroup,
  titleCreditText,
  type TitleCredit,
} from './title-credit';
export {
  ALL_STAR_AWARD,
  MVP_AWARD,
  allStarSelections,
  countAward,
  countedAwardName,
  mvpAwards,
  type CountedAward,
  type CountedLeague,
} from './award-count';
export { EXCLUDED_LEAGUES, INCLUDE_KEYS, excludedLeagues, type ExcludedLeague } from './league-scope';
export {
  NBA_TIEBREAKER,
  isNcaaRegionOf,
  isSeriesRound,
  kaggleRegionNames,
  nbaLoneGameIsTiebreaker,
  nbaRoundName,
  ncaaRegionNames,
  ncaaTournamentRoundName,
  type RoundPosition,
} from './postseason-rounds';
export { HEAD_COACHES_SEPARATOR, headCoachesOf, joinHeadCoaches } from './head-coaches';
export { DRAFT_FIGURE, draftDebutSeasons, draftStatus, draftText, type DraftStatus } from './draft';
export { scoreText, scoreUnit, scoreUnitLabel, type ScoreUnit } from './score-unit';
export { decidingGameNumber, resultScore, type ResultScore } from './result-score';
export { nhlPlayoffResult, nhlRoundName, nhlTeamsRoundCode } from './nhl-rounds';
export { type ResultMark, type ResultMarkKind, resultMarks } from './result-notes';
