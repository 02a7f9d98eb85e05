// The team-season row (standings), built in one place for every MLB source: Lahman Teams 1871-2024
// (./lahman-standings.ts) and the Baseball-Reference team tables of 2025 (./bbref-2025.ts) hand their figures to
// teamSeasonRow.
import type { DerivedRecord } from '../../derive';
import type { Json, Row } from '../../model';
import { compact } from '../../shared/json';
import { conferenceKey, divisionKey, seasonKey } from './common';
import { seasonWinPercentage } from '../../shared/win-percentage';

/** Team batting, pitching and fielding totals, under the keys team_seasons.stats has always used. */
export interface TeamTotals {
  ab?: number | null;
  h?: number | null;
  '2b'?: number | null;
  '3b'?: number | null;
  hr?: number | null;
  bb?: number | null;
  so?: number | null;
  sb?: number | null;
  cs?: number | null;
  hbp?: number | null;
  sf?: number | null;
  er?: number | null;
  era?: number | null;
  cg?: number | null;
  sho?: number | null;
  sv?: number | null;
  ipo?: number | null;
  ha?: number | null;
  hra?: number | null;
  bba?: number | null;
  soa?: number | null;
  e?: number | null;
  dp?: number | null;
  fp?: number | null;
  bpf?: number | null;
  ppf?: number | null;
}

/** Everything a source knows of one team-season; what it does not know is null or left out. */
export interface TeamSeasonFigures {
  key: string;
  team: string;
  year: number;
  name: string;
  abbreviation: string | null;
  lgID: string;
  divID: string;
  teamID?: string | null;
  games: number | null;
  wins: number;
  losses: number;
  ties: number | null;
  rank: number | null;
  runs: number | null;
  runsAllowed: number | null;
  record?: DerivedRecord;
  playoffResult: string | null;
  playoffPosition: string | null;
  champion: boolean;
  managers: string | null;
  park?: string | null;
  attendance?: number | null;
  homeGames?: number | null;
  flags?: { division?: boolean; wildCard?: boolean; pennant?: boolean };
  totals: TeamTotals;
  halves?: string[] | null;
  post?: Json[] | null;
  notes?: string[] | null;
  venue?: string | null;
  venueName?: string | null;
  source: string;
}

/** The one team_seasons row of MLB. */
export function teamSeasonRow(f: TeamSeasonFigures): Row<'team_seasons'> {
  const { wins: w, losses: l, record: d, totals: s } = f;
  return {
    key: f.key,
    team: f.team,
    season: seasonKey(f.year),
    name: f.name,
    abbreviation: f.abbreviation,
    conference: conferenceKey(f.lgID),
    division: divisionKey(f.lgID, f.divID),
    games_played: f.games,
    wins: w,
    losses: l,
    ties: f.ties,
    win_percentage: seasonWinPercentage('mlb', f.year, { wins: w, losses: l, ties: f.ties }),
    rank: f.rank,
    points_for: f.runs,
    points_against: f.runsAllowed,
    home_record: d?.homeRecord ?? null,
    away_record: d?.awayRecord ?? null,
    division_record: f.divID ? (d?.divisionRecord ?? null) : null,
    conference_record: d?.conferenceRecord ?? null,
    streak: d?.streak ?? null,
    playoff_result: f.playoffResult,
    playoff_position: f.playoffPosition,
    is_champion: f.champion,
    head_coach_name: f.managers,
    stats: compact({
      lg: f.lgID,
      id: f.teamID ?? null,
      park: f.park ?? null,
      att: f.attendance ?? null,
      gh: f.homeGames ?? null,
      dw: f.flags?.division ? true : null,
      wc: f.flags?.wildCard ? true : null,
      pen: f.flags?.pennant ? true : null,
      ab: s.ab,
      h: s.h,
      '2b': s['2b'],
      '3b': s['3b'],
      hr: s.hr,
      bb: s.bb,
      so: s.so,
      sb: s.sb,
      cs: s.cs,
      hbp: s.hbp,
      sf: s.sf,
      er: s.er,
      era: s.era,
      cg: s.cg,
      sho: s.sho,
      sv: s.sv,
      ipo: s.ipo,
      ha: s.ha,
      hra: s.hra,
      bba: s.bba,
      soa: s.soa,
      e: s.e,
      dp: s.dp,
      fp: s.fp,
      bpf: s.bpf,
      ppf: s.ppf,
      half: f.halves ?? null,
      post: f.post?.length ? f.post : null,
      notes: f.notes ?? null,
    }),
    derived_from_games: false,
    source: f.source,
    venue: f.venue ?? null,
    venue_name: f.venueName ?? null,
  };
}
