// Win percentage in the pipeline: the one rule of @trophy-room/domain (each sport's tie rule, pro football's change
// of 1972), its scope named by the league and the season's start year.
import { winPercentage, type WinLossRecord } from '@trophy-room/domain';
import { leagueSports, type League } from '../model';

/** A team's win percentage in the league's season starting `year`, three decimals; null when no game counts. */
export const seasonWinPercentage = (league: League, year: number, record: WinLossRecord) =>
  winPercentage(record, { ...leagueSports[league], year });
