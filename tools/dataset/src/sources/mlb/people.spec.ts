// The people sources alone (Lahman People, Appearances, Batting, Pitching, awards, Hall of Fame, Managers): players,
// their season lines, awards and managers' stints. The games are not needed, so they are not built.
import { beforeAll, describe, expect, it } from 'vitest';
import { createContext, type Dataset } from '../../context';
import { addAwards } from './awards';
import { loadTeams } from './lahman-teams';
import { addManagers, loadManagers } from './managers';
import { addPeople, loadNames } from './people';
import { addPlayerSeasons } from './player-seasons';
import { addPlayers } from './players';
import { addRosters } from './rosters';
import { loadSeries } from './series';
import { Careers } from './shapes';

let ctx: Dataset;
beforeAll(() => {
  ctx = createContext();
  const lahman = loadTeams(ctx);
  const managers = loadManagers(ctx, loadNames(ctx));
  const series = loadSeries(ctx, lahman);
  const people = addPeople(ctx);
  const careers = new Careers();
  addPlayerSeasons(ctx, lahman, careers, addRosters(ctx, lahman, careers));
  addPlayers(ctx, lahman, people, careers);
  addAwards(ctx, lahman, people.known, people.hof);
  addManagers(ctx, lahman, series, managers);
}, 120000);

describe('mlb: people', () => {
  const line = (pid: string, year: number) =>
    ctx
      .rows('player_seasons')
      .find((r) => r.player === `mlb:${pid}` && r.season === `mlb:${year}` && !r.is_postseason);

  it('Babe Ruth 1927 60 HR; Barry Bonds 2001 73 HR', () => {
    expect(line('ruthba01', 1927)).toMatchObject({
      team: 'mlb:NYY',
      stats: expect.objectContaining({ hr: 60, rbi: 164 }),
    });
    expect(line('bondsba01', 2001)).toMatchObject({
      team: 'mlb:SFG',
      stats: expect.objectContaining({ hr: 73 }),
    });
    expect(ctx.get('players', 'mlb:ruthba01')).toMatchObject({
      slug: 'babe-ruth',
      hall_of_fame: true,
      primary_position: 'RF',
      bats: 'L',
    });
    // On the ballot is not inducted (the 2009 Veterans Committee's preliminary poll); Miñoso was elected in 2022.
    expect(ctx.get('players', 'mlb:marisro01')).toMatchObject({ hall_of_fame: false });
    expect(ctx.get('players', 'mlb:garvest01')).toMatchObject({ hall_of_fame: false });
    expect(ctx.get('players', 'mlb:minosmi01')).toMatchObject({ hall_of_fame: true });
    expect(ctx.get('people', 'mlb:ruthba01')).toMatchObject({
      birth_date: '1895-02-06',
      birth_city: 'Baltimore',
      height_inches: 74,
    });
  });

  it('awards, managers, rosters', () => {
    expect(
      ctx
        .rows('awards')
        .find((a) => a.person === 'mlb:bondsba01' && a.year === 2001 && a.name === 'Most Valuable Player'),
    ).toMatchObject({ team: 'mlb:SFG' });
    const maddon = ctx.rows('coach_stints').find((s) => s.team === 'mlb:CHC' && s.season === 'mlb:2016');
    expect(maddon).toMatchObject({
      title: 'Manager',
      wins: 103,
      losses: 58,
      playoff_wins: 11,
      playoff_losses: 6,
    });
    expect(ctx.get('roster_entries', 'mlb:ruthba01:1927:NYA')).toMatchObject({
      position: 'RF',
      team: 'mlb:NYY',
    });
    // Postseason-only player (Mark Kiger, 2006 ALCS) still gets a players row.
    expect(ctx.get('players', 'mlb:kigerma01')).toMatchObject({ first_year: 2006, last_year: 2006 });
    expect(ctx.get('players', 'mlb:ohtansh01')).toMatchObject({ is_active: true, primary_position: 'DH' });
  });

  it("Babe Ruth's last team: the 1935 Braves franchise (named Boston Braves that season: index.spec.ts)", () => {
    const lines = ctx
      .rows('player_seasons')
      .filter((r) => r.player === 'mlb:ruthba01' && !r.is_postseason)
      .sort((a, b) => String(a.season).localeCompare(String(b.season)));
    expect(lines.at(-1)).toMatchObject({ season: 'mlb:1935', team: 'mlb:ATL' });
    expect(ctx.get('players', 'mlb:ruthba01')).toMatchObject({ last_year: 1935 });
  });
});
