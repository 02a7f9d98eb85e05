// The postseason_series rows of the NHL: every Hockey Databank SeriesPost series of an NHL season, 1917-18 to
// 2017-18, with its round named as the era called it and staged in order. The challenge-era rounds (1917-18 to
// 1925-26) keep the PCHA and WCHL series that led to the Stanley Cup Final, their teams named but outside the league.
// Left out and reported: the series before the NHL's first season (1912-1916: no season to hang them on; those Cups
// are the hand-written pre-NHL Cups). Left out as another league's: the WHA playoffs (1972-1978). Tied games the
// databank lacks come from hand/nhl/series_ties.csv (reported).
// The API draws a season's bracket from these rows only when the season has no playoff games (before 1949-50);
// the playoff games of 1949-50..2009-10 carry these rows' round names (series-rounds.ts).
import { nhlRoundName } from '@trophy-room/domain';
import type { BuildContext } from '../../model';
import { int } from '../../shared/parse';
import { seasonKey } from '../../shared/season';
import { DB, dbFile, readHand } from './common';
import { cupWinnerFirst, cupWinners } from './databank-finals';
import type { Franchises } from './franchises';
import { teamSeasonKey } from './team-seasons';

/** The postseason_series key of a databank series: `nhl:series:1992:SCF:O` (the row number where there is no letter). */
export const seriesKey = (year: number, round: string, code: string) => `nhl:series:${year}:${round}:${code}`;

const notes: Record<string, string> = {
  TG: 'Two-game total-goal series: decided on goals.',
  DEF: 'Won by default: the loser refused to play.',
  ND: 'Abandoned because of the influenza epidemic: no decision, the Stanley Cup was not awarded.',
  EX: 'Exhibition series.',
};

/** Order of a round within a postseason (higher = later): league rounds, then the Stanley Cup rounds. */
const order: Record<string, number> = {
  Pre: 1,
  QF: 2,
  DSF: 2,
  CQF: 2,
  C1: 2,
  SF: 3,
  DF: 3,
  CSF: 3,
  C2: 3,
  F: 4,
  CF: 4,
  WP: 5,
  SCSF: 5,
  SCF: 6,
};

/** The round's name that season: the domain's one naming of the NHL's rounds. */
export const roundName = (year: number, round: string, league: string): string =>
  nhlRoundName(year, round, league);

export function addPostseasonSeries(ctx: BuildContext, fr: Franchises): void {
  const file = dbFile('SeriesPost.csv');
  const teams = ctx.readCsv(dbFile('Teams.csv'));
  const nameOf = new Map(teams.map((t) => [`${t.year}:${t.lgID}:${t.tmID}`, t.name]));
  const cupWinner = cupWinners(ctx);
  const rows = ctx.readCsv(file).map((r, i) => ({ r, line: i + 2, year: Number(r.year) }));
  const kept = rows.filter(({ r, year, line }) => {
    if (r.lgIDWinner === 'WHA' && r.lgIDLoser === 'WHA') return false;
    if (ctx.has('seasons', seasonKey('nhl', year))) return true;
    ctx.report({
      source: DB,
      file,
      line,
      problem: `series ${year} ${r.round} ${r.tmIDWinner}-${r.tmIDLoser}: before the NHL's first season (no season to hang it on); skipped`,
    });
    return false;
  });
  const ties = new Map(readHand(ctx, 'series_ties.csv').map((h) => [`${h.year}:${h.round}:${h.winner}`, h]));
  const stagesOf = new Map<number, number[]>();
  for (const { r, year } of kept) stagesOf.set(year, [...(stagesOf.get(year) ?? []), order[r.round] ?? 0]);
  for (const { r, year, line } of kept) {
    const side = (tm: string, lg: string) => {
      const team = lg === 'NHL' ? (fr.databankTeam(year, tm) ?? null) : null;
      const season = team ? ctx.get('team_seasons', teamSeasonKey(year, team)) : undefined;
      if (lg === 'NHL' && !season)
        ctx.report({
          source: DB,
          file,
          line,
          problem: `series ${year} ${r.round}: ${tm} has no NHL team season`,
        });
      const name =
        (typeof season?.name === 'string' && season.name) || nameOf.get(`${year}:${lg}:${tm}`) || tm;
      return { team, name };
    };
    const { wT, wL, lT, lL, swapped } = cupWinnerFirst(r, cupWinner);
    const w = side(wT, wL);
    const l = side(lT, lL);
    if (!(r.round in order))
      ctx.report({ source: DB, file, line, problem: `series ${year}: unknown round ${r.round}` });
    const stages = [...new Set(stagesOf.get(year))].sort((a, b) => a - b);
    let tied = int(r.T) ?? 0;
    const hand = ties.get(`${year}:${r.round}:${r.tmIDWinner}`);
    if (hand && Number(hand.ties) !== tied) {
      ctx.report({
        source: DB,
        file,
        line,
        problem: `series ${year} ${r.round}: databank T=${tied} but ${hand.ties} tied game (${hand.tie_game}; ${hand.source}); using ${hand.ties}`,
      });
      tied = Number(hand.ties);
    }
    ctx.add('postseason_series', {
      key: seriesKey(year, r.round, r.series || String(line)),
      league: 'nhl',
      season: seasonKey('nhl', year),
      year,
      round: r.round,
      round_name: roundName(year, r.round, wL),
      stage: stages.indexOf(order[r.round] ?? 0) + 1,
      series_code: r.series || null,
      winner_team: w.team,
      loser_team: l.team,
      winner_name: w.name,
      loser_name: l.name,
      winner_league: wL,
      loser_league: lL,
      wins: int(r.W),
      losses: int(r.L),
      ties: tied,
      winner_goals: int(r.GoalsWinner),
      loser_goals: int(r.GoalsLoser),
      decided_by:
        r.note === 'TG' ? 'goals' : r.note === 'DEF' ? 'default' : r.note === 'ND' ? 'none' : 'wins',
      notes:
        [
          notes[r.note],
          hand && `Ties: ${hand.ties} (databank ${r.T || 0}); ${hand.tie_game} (${hand.source}).`,
          swapped && `The databank lists the teams the other way round; ${w.name} won the Stanley Cup.`,
        ]
          .filter(Boolean)
          .join(' ') || null,
      source: DB,
    });
  }
}
