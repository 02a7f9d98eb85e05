// The orders deriveLeaders writes, where its sorts take shortcuts: counts beyond 31 bits and below zero (sorted as
// packed doubles, or compared when too far apart to pack), rates a double cannot tell apart (compared exactly), ties
// kept in the players' order, the nulls last, and a stat ranked ascending (an ERA: the lowest first).
import { expect, it } from 'vitest';
import { leaderStat } from './leader-stat.fixture';
import { deriveLeaders } from './leaders';

const stats = [
  leaderStat({ id: 1, num: ['pts'] }),
  leaderStat({ id: 2, num: ['er'], den: ['ip'], qual: ['ip'], career_min: '1', ascending: true }),
];
const csv = (text: string) => Buffer.from(text);
const json = (o: object) => `"${JSON.stringify(o).replace(/"/g, '""')}"`;
const line = (player: number, stats: object) => `${player},${player},10,5,1,f,1,${json(stats)},7\n`;
const inputs = (...lines: string[]) => ({
  leagues: csv('id,slug\n1,nba\n'),
  seasons: csv('id,league_id,start_year\n10,1,2000\n'),
  team_seasons: csv('id,season_id,games_played\n1,10,82\n'),
  player_seasons: csv(
    'id,player_id,season_id,team_id,stint,is_postseason,games_played,stats,source_id\n' + lines.join(''),
  ),
});
const rows = (b: Buffer, stat: number) =>
  b
    .toString()
    .trim()
    .split('\n')
    .filter((r) => r.startsWith(`${stat},`));

const lines = [
  line(1, { pts: 2147483653, er: 1.0000000000000004, ip: 1 }),
  line(2, { pts: -5, er: 1.0000000000000002, ip: 1 }),
  line(3, { pts: 7, er: 1.0000000000000002, ip: 1 }),
  line(4, { pts: 7 }),
  // under the career minimum of 1: no career value, no rank
  line(5, { er: 3, ip: 0.5 }),
];

it('orders counts by value, ties in player order, and ranks them highest first', () => {
  const careers = [
    '1,f,2,-5,,,-5,2000,2000,1,4',
    '1,f,3,7,,,7,2000,2000,1,2',
    '1,f,4,7,,,7,2000,2000,1,2',
    '1,f,1,2147483653,,,2147483653,2000,2000,1,1',
  ];
  const derived = deriveLeaders(stats, inputs(...lines));
  expect(rows(derived.leader_careers, 1)).toEqual(careers);
  expect(rows(derived.leader_seasons, 1)).toEqual([
    '1,f,2,10,2000,-5,,,-5',
    '1,f,3,10,2000,7,,,7',
    '1,f,4,10,2000,7,,,7',
    '1,f,1,10,2000,2147483653,,,2147483653',
  ]);
  // A value too far from the others to pack with them: the same order, compared.
  const big = line(6, { pts: Number.MAX_SAFE_INTEGER });
  const bigger = deriveLeaders(stats, inputs(...lines, big));
  expect(rows(bigger.leader_careers, 1)).toEqual([
    ...careers.map((r) => r.replace(/,(\d)$/, (_, rank) => `,${Number(rank) + 1}`)),
    '1,f,6,9007199254740991,,,9007199254740991,2000,2000,1,1',
  ]);
});

it('orders rates that a double cannot tell apart exactly, the nulls last, and ranks an ascending stat lowest first', () => {
  const derived = deriveLeaders(stats, inputs(...lines));
  expect(rows(derived.leader_careers, 2)).toEqual([
    '2,f,2,1.0000000000000002,1,1,1.00000000000000020000,2000,2000,1,1',
    '2,f,3,1.0000000000000002,1,1,1.00000000000000020000,2000,2000,1,1',
    '2,f,1,1.0000000000000004,1,1,1.00000000000000040000,2000,2000,1,3',
    '2,f,5,3,0.5,0.5,,2000,2000,1,',
  ]);
  expect(rows(derived.leader_seasons, 2)).toEqual([
    '2,f,2,10,2000,1.0000000000000002,1,1,1.00000000000000020000',
    '2,f,3,10,2000,1.0000000000000002,1,1,1.00000000000000020000',
    '2,f,1,10,2000,1.0000000000000004,1,1,1.00000000000000040000',
    '2,f,5,10,2000,3,0.5,0.5,6.0000000000000000',
  ]);
});
