import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../context';
import { samePersonTwice } from '../../testing/built';
import { nflForSpec } from './spec-context';

let ctx: Dataset;
beforeAll(() => {
  ({ ctx } = nflForSpec({ players: true }));
});

const entries = (player: string) =>
  ctx
    .rows('roster_entries')
    .filter((r) => r.player === player)
    .map((r) => `${String(r.season).slice(4)} ${String(r.team).slice(4)}`)
    .sort();
const playersNamed = (name: string) =>
  ctx
    .rows('players')
    .filter((p) => p.league === 'nfl' && ctx.get('people', String(p.person))?.full_name === name);

describe('nfl: nflverse rosters 1970-2024', () => {
  it('adds an undrafted player once, with every season on a roster: Tony Romo, Dallas 2003-2016', () => {
    const [romo] = playersNamed('Tony Romo');
    expect(playersNamed('Tony Romo')).toHaveLength(1);
    expect(romo).toMatchObject({
      slug: 'tony-romo',
      first_year: 2003,
      last_year: 2016,
      is_active: false,
    });
    expect(romo.draft_year).toBeUndefined();
    expect(entries(romo.key)).toHaveLength(14);
    expect(entries(romo.key).every((e) => e.endsWith(' DAL'))).toBe(true);
    expect(ctx.get('people', String(romo.person))).toMatchObject({ birth_date: '1980-04-21' });
  });

  it('gives a drafted player his roster years, latest team and birth date: Mahomes, Kansas City 2017-2024', () => {
    const m = ctx.rows('players').find((p) => p.slug === 'patrick-mahomes')!;
    expect(m).toMatchObject({
      first_year: 2017,
      last_year: 2025, // his 2025 season is in the nflverse statistics (the rosters end in 2024)
      is_active: true,
      jersey_number: '15',
      draft_year: 2017,
    });
    expect(entries(m.key).at(-1)).toBe('2024 KC');
    expect(ctx.get('people', String(m.person))).toMatchObject({ birth_date: '1995-09-17' });
  });

  it('counts no season he was listed in as retired or a free agent: Brees 2001-2020, Gore to 2020 with the Jets', () => {
    const brees = ctx.rows('players').find((p) => p.slug === 'drew-brees')!;
    expect(brees).toMatchObject({ first_year: 2001, last_year: 2020 });
    expect(entries(brees.key).at(-1)).toBe('2020 NO');
    const gore = ctx.rows('players').find((p) => p.slug === 'frank-gore')!;
    expect(gore).toMatchObject({ first_year: 2005, last_year: 2020 });
    expect(entries(gore.key).at(-1)).toBe('2020 NYJ');
    expect(ctx.rows('players').find((p) => p.slug === 'aaron-donald')).toMatchObject({ last_year: 2023 });
  });

  it('joins a draftee by name without the suffix, and keeps two namesakes apart', () => {
    expect(entries('nfl:NortKe00')[0]).toBe('1988 DAL'); // "Ken Norton Jr." in the draft, "Ken Norton" on rosters
    expect(playersNamed('Ken Norton Jr.')).toHaveLength(1);
    expect(playersNamed('Ken Norton')).toHaveLength(0);
    // Two Jeff Grahams from 1991: the Steelers' draftee (WR) and a quarterback who was never theirs.
    expect(entries('nfl:GrahJe00')[0]).toBe('1991 PIT');
    const qb = playersNamed('Jeff Graham').filter((p) => p.key !== 'nfl:GrahJe00');
    expect(qb.map((p) => p.primary_position)).toContain('QB');
  });

  it('files the 1970 Boston Patriots under New England and the 1987 replacement players', () => {
    expect(
      ctx.rows('roster_entries').filter((r) => r.team === 'nfl:NE' && r.season === 'nfl:1970').length,
    ).toBe(50);
    expect(ctx.issues().filter((i) => /unknown team codes/.test(i.problem))).toEqual([]);
    expect(ctx.rows('roster_entries').filter((r) => r.season === 'nfl:1987').length).toBeGreaterThan(2800);
  });

  it('keeps one player per person: no two NFL players share a name and birth date', () => {
    expect(samePersonTwice(ctx, 'nfl')).toEqual([]);
  });

  it("rosters: a drafted player's team each season, so his latest team is in the data", () => {
    // By pfr/gsis id (2005 on) and, before that, by a name only one draftee ever had.
    expect(ctx.get('roster_entries', 'nfl:MahoPa00:nfl:KC:2024')).toMatchObject({
      season: 'nfl:2024',
      position: 'QB',
      jersey_number: '15',
    });
    expect(ctx.get('roster_entries', 'nfl:MariDa00:nfl:MIA:1983')).toMatchObject({ position: 'QB' });
    expect(ctx.has('roster_entries', 'nfl:BradTo00:nfl:TB:2022')).toBe(true);
  });

  // Pro-Football-Reference: Reggie Davis (DaviRe02), wide receiver 2017-2021, one page; nflverse gives him two GSIS
  // ids and writes his legal name Reginald on one.
  it('merges one man listed under a name variant with a second id, and keeps twins apart', () => {
    const named = (re: RegExp, since: number) =>
      ctx
        .rows('players')
        .filter(
          (p) =>
            p.league === 'nfl' &&
            Number(p.last_year) >= since &&
            re.test(String(ctx.get('people', String(p.person))?.full_name)),
        );
    expect(named(/^Regg?i(e|nald) Davis$/, 2017).map((p) => [p.first_year, p.last_year])).toEqual([
      [2017, 2021],
    ]);
    expect(named(/^(Devin|Jason) McCourty$/, 2017)).toHaveLength(2);
    expect(named(/^Shaque?(ill|m) Griffin$/, 2017)).toHaveLength(2);
  });
});
