// The sources rows of the MLB steps: one per raw or hand-written source they read. Each step lists the rows of the
// files it reads in its `sources`; the runner adds each row once.
import type { Row } from '../../model';
import {
  BBREF_2025,
  HAND_TEAMS,
  HAND_AWARDS_2025,
  HAND_NAME_SUFFIXES,
  HAND_VENUE_NAMES,
  HAND_WS,
  LAHMAN,
  OF_RECORD,
  RETRO,
  VENUES_SRC,
} from './common';
import { BBREF_2025_PLAYERS } from './bbref-2025-lines';

type SourceRow = Row<'sources'>;
const row = (key: string, r: Omit<SourceRow, 'key'>): SourceRow => ({ key, ...r });

export const lahmanSource = row(LAHMAN, {
  name: 'Lahman Baseball Database',
  url: 'https://github.com/cdalzell/Lahman',
  licence: 'CC BY-SA 3.0',
  attribution:
    'Sean Lahman Baseball Database, copyright Sean Lahman (SABR); via the R package Lahman v13.0-0.',
  notes:
    'Teams, franchises, SeriesPost, People, Batting, Pitching, Appearances, Managers, awards, Hall of Fame, parks; 1871-2024.',
});
export const retrosheetSource = row(RETRO, {
  name: 'Retrosheet game logs',
  url: 'https://www.retrosheet.org/gamelogs/',
  licence: 'Retrosheet notice (free use with attribution)',
  attribution:
    'The information used here was obtained free of charge from and is copyrighted by Retrosheet. Interested parties may contact Retrosheet at "www.retrosheet.org".',
  notes:
    'Regular-season game logs 1871-2024 (copies in kyleam/retrosheet-gamelogs, ryanking5624/arm_barn, m-zack-k/MLB_Prediction).',
});
export const managerOfRecordSource = row(OF_RECORD, {
  name: "Managers' W-L of record, derived from the Retrosheet game logs and the managers' table",
  url: null,
  licence: null,
  attribution: 'Computed by the Trophy Room pipeline from Retrosheet and the Lahman Baseball Database',
  notes:
    'The W-L a coach stint keeps (sources/mlb/managers.ts): MLB and Baseball-Reference credit a game to its manager of record, which the game logs name where Lahman Managers splits games among acting managers.',
});
export const venuesSource = row(VENUES_SRC, {
  name: 'usSportsDB stadium table',
  url: 'https://github.com/brndino/usSportsDB',
  licence: 'No licence stated',
  attribution: 'brndino/usSportsDB (Data/stadiumTable.csv, Data/teams.csv)',
  notes: 'Current venue names and capacities, snapshot about 2024; values unverified.',
});
export const handWorldSeriesSource = row(HAND_WS, {
  name: 'Baseball-Reference and MLB.com World Series history (hand-checked)',
  url: 'https://www.baseball-reference.com/postseason/world-series.shtml',
  licence: 'Facts only',
  attribution: 'Facts checked against Baseball-Reference and MLB.com',
  notes:
    'tools/dataset/hand/mlb/world_series.csv (2025 World Series), postseason_2025.csv (the 2025 postseason teams and their division places) and world_series_ties.csv (tie games missing from Lahman SeriesPost).',
});
export const handTeamNamesSource = row(HAND_TEAMS, {
  name: 'MLB franchise names (hand-checked)',
  url: 'https://www.baseball-reference.com/teams/',
  licence: 'Facts only',
  attribution: 'Facts checked against Baseball-Reference and MLB.com team histories',
  notes: 'tools/dataset/hand/mlb/team_names.csv: names Lahman has out of date.',
});
export const bbref2025Source = row(BBREF_2025, {
  name: 'Baseball-Reference MLB 2025 team standings, batting and pitching',
  url: 'https://www.baseball-reference.com/leagues/majors/2025.shtml',
  licence: 'Sports-Reference data (cite Baseball-Reference and link to it)',
  attribution:
    'Data from Baseball-Reference.com (Sports-Reference), via trevormelo/xruns and matthewazzara3-code/tiger-picks',
  notes:
    'mlb_2025_team_bbref: 2025 regular-season W-L, runs and team batting/pitching totals of the 30 teams; no league, division, postseason or players.',
});
export const handAwards2025Source = row(HAND_AWARDS_2025, {
  name: 'MLB 2025 BBWAA award winners (hand-checked)',
  url: 'https://www.espn.com/mlb/story/_/id/46880519/mlb-awards-week-2025-results-mvp-cy-young-rookie-manager',
  licence: 'Facts only',
  attribution: 'Facts checked against ESPN and other reports of the 2025 BBWAA awards',
  notes:
    'tools/dataset/hand/mlb/awards_2025.csv: MVP, Cy Young, Rookie of the Year and Manager of the Year of each league (Lahman ends in 2024).',
});
export const handVenueNamesSource = row(HAND_VENUE_NAMES, {
  name: 'MLB ballpark names by season (hand-checked)',
  url: 'https://www.baseball-almanac.com/stadium.shtml',
  licence: 'Facts only',
  attribution: 'Facts checked against Wikipedia and Baseball Almanac ballpark pages',
  notes:
    'tools/dataset/hand/mlb/venue_names.csv: the name periods of renamed ballparks (one row per name and period, with its reference).',
});
export const handNameSuffixesSource = row(HAND_NAME_SUFFIXES, {
  name: "MLB players' name suffixes (hand-checked)",
  url: 'https://www.baseball-reference.com/players/',
  licence: 'Facts only',
  attribution: 'Facts checked against Baseball-Reference player pages',
  notes:
    'tools/dataset/hand/mlb/name_suffixes.csv: the suffix (Jr.) of players before 2025 whose father played under the same name; Lahman People has no suffix column.',
});
export const bbref2025PlayersSource = row(BBREF_2025_PLAYERS, {
  name: 'Baseball-Reference MLB 2025 standard batting and pitching (players)',
  url: 'https://www.baseball-reference.com/leagues/majors/2025-standard-batting.shtml',
  licence: 'Sports-Reference data (cite Baseball-Reference and link to it)',
  attribution: 'Data from Baseball-Reference.com (Sports-Reference), via falkev/mlb-fa-predictor',
  notes:
    "mlb_2025_players_bbref (2025_batting.csv, 2025_pitching.csv; pitching also at /leagues/majors/2025-standard-pitching.shtml): 2025 regular-season batting and pitching totals per player and team, keyed by Baseball-Reference player id; a traded player's combined row is not counted. No postseason.",
});
