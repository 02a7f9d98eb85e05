// deriveLeaders on a few hand-written lines: a traded player's stints summed into his season, a count of zero left
// out, a rate's season qualifying per game of the season's longest schedule and its career by the career minimum,
// a position left out of a stat, ties sharing a career rank, the seasons each source covers, and each player's totals. (On the full
// dataset the four tables were compared with what leader_refresh() of migration 0022 wrote: identical.)
import { expect, it } from 'vitest';
import { leaderStat } from './leader-stat.fixture';
import { deriveLeaders } from './leaders';

const stats = [
  leaderStat({ id: 1, num: ['pts'] }),
  leaderStat({
    id: 2,
    num: ['pts'],
    den: ['games'],
    qual: ['games'],
    season_per_game: '0.7',
    career_min: '100',
  }),
  leaderStat({ id: 3, num: ['g'], except_pos: 'G' }),
];
const csv = (text: string) => Buffer.from(text);
const json = (o: object) => `"${JSON.stringify(o).replace(/"/g, '""')}"`;

const inputs = {
  leagues: csv('id,slug\n1,nba\n'),
  seasons: csv('id,league_id,start_year\n10,1,2000\n11,1,2001\n'),
  team_seasons: csv('id,season_id,games_played\n1,10,82\n2,10,80\n3,11,50\n'),
  player_seasons: csv(
    'id,player_id,season_id,team_id,stint,is_postseason,games_played,stats,source_id\n' +
      `1,1,10,5,1,f,40,${json({ pts: 800, g: 3 })},7\n` +
      `2,1,10,6,2,f,20,${json({ pts: 400 })},7\n` +
      `3,1,11,6,1,f,30,${json({ pts: 0 })},8\n` +
      `4,2,10,5,1,f,60,${json({ pts: 1200, g: 2, pos: 'G' })},7\n` +
      `5,3,10,5,1,t,10,${json({ pts: 300 })},\n`,
  ),
};
const derived = deriveLeaders(stats, inputs);
const rows = (b: Buffer) => b.toString().trim().split('\n').slice(1);

it('writes a line per player, season, stint and stat that counts, in the index order', () => {
  expect(rows(derived.leader_lines)).toEqual([
    '1,f,1,10,2000,5,1,7,800,,,82',
    '1,f,1,10,2000,6,2,7,400,,,82',
    '1,f,2,10,2000,5,1,7,1200,,,82',
    '1,t,3,10,2000,5,1,,300,,,82',
    '2,f,1,10,2000,5,1,7,800,40,40,82',
    '2,f,1,10,2000,6,2,7,400,20,20,82',
    '2,f,1,11,2001,6,1,8,0,30,30,50',
    '2,f,2,10,2000,5,1,7,1200,60,60,82',
    '2,t,3,10,2000,5,1,,300,10,10,82',
    '3,f,1,10,2000,5,1,7,3,,,82',
  ]);
});

it('sums the stints into seasons, in the order of their value (none last); a rate qualifies per game of the longest schedule', () => {
  expect(rows(derived.leader_seasons)).toEqual([
    '1,f,1,10,2000,1200,,,1200',
    '1,f,2,10,2000,1200,,,1200',
    '1,t,3,10,2000,300,,,300',
    // 60 games ≥ 0.7 × 82 = 57.4: 1200 / 60; 30 games < 0.7 × 50 = 35: no value
    '2,f,1,10,2000,1200,60,60,20.0000000000000000',
    '2,f,2,10,2000,1200,60,60,20.0000000000000000',
    '2,f,1,11,2001,0,30,30,',
    '2,t,3,10,2000,300,10,10,',
    '3,f,1,10,2000,3,,,3',
  ]);
});

it('ranks careers, ties sharing a rank; a rate without the career minimum has no value', () => {
  // player 1's span is his two seasons, though his 2001 scored no point and has no line of points
  expect(rows(derived.leader_careers)).toEqual([
    '1,f,1,1200,,,1200,2000,2001,2,1',
    '1,f,2,1200,,,1200,2000,2000,1,1',
    '1,t,3,300,,,300,2000,2000,1,1',
    '2,f,1,1200,90,90,,2000,2001,2,',
    '2,f,2,1200,60,60,,2000,2000,1,',
    '2,t,3,300,10,10,,2000,2000,1,',
    '3,f,1,3,,,3,2000,2001,2,1',
  ]);
  expect(rows(derived.leader_coverage)).toEqual([
    '1,f,2000,7',
    '1,t,2000,',
    '2,f,2000,7',
    '2,f,2001,8',
    '2,t,2000,',
    '3,f,2000,7',
  ]);
});

it("sums each player's regular-season numbers per key (a postseason-only player has no row)", () => {
  expect(rows(derived.player_totals)).toEqual(['1,"{""pts"":1200,""g"":3}"', '2,"{""pts"":1200,""g"":2}"']);
});

it("gives the same tables when player_seasons is not in player order (each player's own rows in their order)", () => {
  const [head, ...lines] = inputs.player_seasons.toString().trim().split('\n');
  const shuffled = csv(`${[head, lines[3], lines[4], lines[0], lines[1], lines[2]].join('\n')}\n`);
  expect(deriveLeaders(stats, { ...inputs, player_seasons: shuffled })).toEqual(derived);
});

// A source's whole-career total where the lines miss seasons (the NFL draft file's career sacks: Bruce Smith 200 on
// Pro-Football-Reference, no season line of his in NFL.com's defence): it is the career, a player without a line of
// the stat has one all the same, and a rate or a postseason career is never replaced.
it('takes a whole-career total from players.career.totals over the sum of lines that miss seasons', () => {
  const players = csv(
    'id,league_id,career,first_year,last_year\n' +
      `1,1,${json({ totals: { pts: 1500 } })},2000,2001\n` +
      `4,1,${json({ totals: { pts: 2000 } })},1985,2003\n` +
      `2,1,${json({ other: 1 })},2000,2000\n`,
  );
  const careers = rows(deriveLeaders(stats, { ...inputs, players }).leader_careers);
  // in the index order (value ascending): player 1's 1200 of lines is 1500, player 4 without a line ranks first
  expect(careers.filter((r) => r.startsWith('1,f,'))).toEqual([
    '1,f,2,1200,,,1200,2000,2000,1,3',
    '1,f,1,1500,,,1500,2000,2001,2,2',
    '1,f,4,2000,,,2000,1985,2003,19,1',
  ]);
  expect(careers.filter((r) => r.startsWith('2,f,1,'))).toEqual(['2,f,1,1200,90,90,,2000,2001,2,']);
});
