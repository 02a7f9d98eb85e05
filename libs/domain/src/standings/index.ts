export {
  NHL_LAST_TIES,
  NHL_OT_LOSS_POINT_FROM,
  gamesBehind,
  pointsPercentage,
  standingsPoints,
  standingsRules,
  type PointsSystem,
  type StandingsColumn,
  type StandingsRules,
  type StandingsScope,
  type TieBreaker,
} from './rules';
export { rankTable, type HeadToHead, type RankedEntry, type TableEntry, type TableOptions } from './rank';
export {
  standingsCellText,
  standingsCellValue,
  standingsColumnHead,
  standingsColumnsShown,
  type StandingsRow,
} from './columns';
