import type { AwardDetail, AwardSummary, AwardWinner, DataEnvelope } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get } from '../testing/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const data = async <T>(url: string) => ((await get(app, url)).body as DataEnvelope<T>).data;

describe('awards', () => {
  it('lists every award per league with its count and seasons; a sport site only its own', async () => {
    const all = await data<AwardSummary[]>('/api/awards/awards/');
    const slugs = all.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(
      expect.arrayContaining([
        'nba-most-valuable-player',
        'nfl-super-bowl-mvp',
        'mlb-cy-young-award',
        'nhl-conn-smythe-trophy',
        'nba-all-star',
      ]),
    );
    expect(all.find((a) => a.slug === 'nfl-super-bowl-mvp')).toMatchObject({
      name: 'Super Bowl MVP',
      league: { slug: 'nfl', abbreviation: 'NFL' },
      first_year: 1966,
      first_season: { start_year: 1966 },
    });
    const nba = await data<AwardSummary[]>(
      '/api/awards/awards/?sport__slug=basketball&level__slug=professional',
    );
    expect(nba.length).toBeGreaterThan(10);
    expect(nba.every((a) => a.league.slug === 'nba')).toBe(true);
    const college = await data<AwardSummary[]>(
      '/api/awards/awards/?sport__slug=basketball&level__slug=college',
    );
    expect(college.map((a) => a.slug)).toEqual([
      'ncaa-basketball-john-r-wooden-award',
      'ncaa-basketball-ncaa-tournament-most-outstanding-player',
      'ncaa-basketball-naismith-college-player-of-the-year',
    ]);
    expect(
      (await data<AwardSummary[]>('/api/awards/awards/?league=nhl')).every((a) => a.league.slug === 'nhl'),
    ).toBe(true);
  });

  it('answers one award: the 1995-96 NBA MVP is Michael Jordan of the Chicago Bulls', async () => {
    const mvp = await data<AwardDetail>('/api/awards/awards/nba-most-valuable-player/');
    const jordan = mvp.winners.find((w) => w.year === 1995);
    expect(jordan).toMatchObject({
      name: 'Michael Jordan',
      person: { kind: 'player', slug: expect.any(String) },
      team: { name: 'Chicago Bulls', slug: expect.any(String) },
      season: { name: expect.stringContaining('1995-96') },
    });
    expect(mvp.count).toBe(mvp.winners.length);
    // Kareem Abdul-Jabbar's six: the most.
    expect(mvp.most_wins[0]).toMatchObject({ rank: 1, name: 'Kareem Abdul-Jabbar', wins: 6 });
  });

  it('Super Bowl MVPs: Brady five, ties share a rank, and every winner linked, Starr and Namath too', async () => {
    const sb = await data<AwardDetail>('/api/awards/awards/nfl-super-bowl-mvp/');
    expect(sb.winners.find((w) => w.notes === 'Super Bowl XXX')).toMatchObject({
      year: 1995,
      name: 'Larry Brown',
      team: { name: 'Dallas Cowboys' },
    });
    // Namath's page comes from the NFL.com careers before 1970; Bart Starr's (I) spans 1956-71 by a checked hand row.
    const namath = sb.winners.find((w) => w.notes === 'Super Bowl III');
    expect(namath).toMatchObject({
      name: 'Joe Namath',
      person: { slug: 'joe-namath' },
      team: { name: 'New York Jets' },
    });
    const starr = sb.winners.find((w) => w.notes === 'Super Bowl I');
    expect(starr).toMatchObject({
      name: 'Bart Starr',
      person: { slug: 'bart-starr' },
      team: { name: 'Green Bay Packers' },
    });
    expect(sb.winners.filter((w) => !w.person)).toEqual([]);
    expect(sb.most_wins[0]).toMatchObject({ rank: 1, name: 'Tom Brady', wins: 5 });
    const threes = sb.most_wins.filter((m) => m.wins === 3);
    expect(threes.map((m) => m.name).sort()).toEqual(['Joe Montana', 'Patrick Mahomes']);
    expect(threes.every((m) => m.rank === 2)).toBe(true);
  });

  it('college awards name the winner and link the school: the Heisman from 1935, Chicago named in the notes', async () => {
    const heisman = await data<AwardDetail>('/api/awards/awards/ncaa-football-heisman-trophy/');
    expect(heisman.winners[0]).toMatchObject({
      year: 1935,
      name: 'Jay Berwanger',
      team: null,
      notes: 'School: Chicago',
    });
    expect(heisman.winners.find((w) => w.year === 2019)).toMatchObject({
      name: 'Joe Burrow',
      person: null,
      team: { slug: 'lsu-football' },
    });
    expect(heisman.most_wins[0]).toMatchObject({ name: 'Archie Griffin', wins: 2 });
    // Hockey's year is the season's start: the 2024-25 Hobey Baker.
    const hobey = await data<AwardDetail>('/api/awards/awards/ncaa-hockey-hobey-baker-award/');
    expect(hobey.winners.at(-1)).toMatchObject({ season: { name: expect.stringContaining('2024-25') } });
  });

  it("answers a league's season winners, linked to their award", async () => {
    const season = await data<AwardWinner[]>('/api/awards/winners/?league=nba&year=1995');
    expect(season.find((w) => w.award.slug === 'nba-most-valuable-player')?.name).toBe('Michael Jordan');
    expect(season.every((w) => w.year === 1995)).toBe(true);
  });

  it('links player awards to their award pages', async () => {
    const body = (await get(app, '/api/people/players/?search=lebron')).body as {
      results: { awards: { slug: string; name: string }[] }[];
    };
    const mvp = body.results[0].awards.find((a) => a.name === 'NBA Most Valuable Player');
    expect(mvp?.slug).toBe('nba-most-valuable-player');
  });

  it('unknown award or league → 404 {detail}; another site’s award → 404; bad parameters → 400', async () => {
    expect(await get(app, '/api/awards/awards/no-such-award/')).toMatchObject({
      status: 404,
      body: { detail: 'Award not found.' },
    });
    expect(await get(app, '/api/awards/awards/nba-most-valuable-player/?sport__slug=football')).toMatchObject(
      {
        status: 404,
      },
    );
    expect(await get(app, '/api/awards/awards/?league=xfl')).toMatchObject({
      status: 404,
      body: { detail: 'League not found.' },
    });
    const bad = await get(app, '/api/awards/awards/?league=N%20B%20A');
    expect(bad.status).toBe(400);
    expect((bad.body as { detail: string }).detail).toMatch(/league/);
    const noYear = await get(app, '/api/awards/winners/?league=nba');
    expect(noYear.status).toBe(400);
    expect((noYear.body as { detail: string }).detail).toMatch(/year/);
    const badYear = await get(app, '/api/awards/winners/?league=nba&year=abc');
    expect(badYear.status).toBe(400);
    expect((badYear.body as { detail: string }).detail).toMatch(/year/);
  });
});
