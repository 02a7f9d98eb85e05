// Hockey's stats (Hockey-Reference's and the Hockey Databank's keys): the NHL leader lists, and skaters' and
// goaltenders' tables. Hockey's "G" is goals: games played are "GP".
import { count } from './define';
import type { SportStats } from './types';

/** A skater's count: a goaltender's lines do not count (a goalie source reaching later seasons must not stretch
 * the skaters' coverage). */
const skater = (key: string, label: string, abbr: string, num: string, career?: string) => ({
  ...count(key, label, abbr, 'Skaters', num, career),
  exceptPosition: 'G',
});

export const hockey: SportStats = {
  sport: 'hockey',
  stats: [
    count('games', 'Games played', 'GP', 'Skaters', 'games'),
    skater('goals', 'Goals', 'G', 'g', 'goals'),
    skater('assists', 'Assists', 'A', 'a', 'assists'),
    skater('points', 'Points', 'PTS', 'pts', 'points'),
    count('plus-minus', 'Plus/minus', '+/-', 'Skaters', 'pm', 'plus_minus'),
    skater('penalty-minutes', 'Penalty minutes', 'PIM', 'pim', 'penalty_minutes'),
    count('shots', 'Shots on goal', 'SOG', 'Skaters', 'sog', 'shots'),
    count('power-play-goals', 'Power-play goals', 'PPG', 'Skaters', 'ppg'),
    count('short-handed-goals', 'Short-handed goals', 'SHG', 'Skaters', 'shg'),
    count('game-winning-goals', 'Game-winning goals', 'GWG', 'Skaters', 'gwg'),
    count('wins', 'Wins', 'W', 'Goaltenders', 'w', 'wins'),
    count('losses', 'Losses', 'L', 'Goaltenders', 'l', 'losses'),
    count('ties', 'Ties', 'T', 'Goaltenders', 't'),
    count('minutes', 'Minutes played', 'MIN', 'Goaltenders', 'min'),
    count('goals-against', 'Goals against', 'GA', 'Goaltenders', 'ga', 'goals_against'),
    count('shots-against', 'Shots against', 'SA', 'Goaltenders', 'sa'),
    {
      key: 'save-percentage',
      label: 'Save percentage',
      abbr: 'SV%',
      group: 'Goaltenders',
      formula: { num: ['sa'], numLess: ['ga'], den: ['sa'] },
      format: { kind: 'rate' },
      qualifier: {
        keys: ['ggp'],
        abbr: 'GP',
        label: 'Games in goal',
        format: { kind: 'count' },
        unit: 'games in goal',
        unitOne: 'game in goal',
        seasonMin: 25,
        careerMin: 250,
      },
    },
    count('shutouts', 'Shutouts', 'SO', 'Goaltenders', 'sho', 'shutouts'),
  ],
  leaders: {
    nhl: ['goals', 'assists', 'points', 'penalty-minutes', 'wins', 'shutouts', 'save-percentage'],
  },
  tables: {
    skaters: [
      'games',
      'goals',
      'assists',
      'points',
      'plus-minus',
      'penalty-minutes',
      'shots',
      'power-play-goals',
      'short-handed-goals',
      'game-winning-goals',
    ],
    goaltenders: [
      'games',
      'wins',
      'losses',
      'ties',
      'minutes',
      'goals-against',
      'shots-against',
      'save-percentage',
      'shutouts',
    ],
  },
  tableFor: (position) => (position === 'G' ? 'goaltenders' : 'skaters'),
};
