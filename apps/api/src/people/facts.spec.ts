// Facts a fan can trust on the people pages: titles from the one ledger (each season once per league, as a
// team's), records whole or labelled partial, and names as they were. The fixture keeps the big tables for 2022-2024
// only; the rows a fact needs from other seasons are the real ones, added here (a player's 2019 line, a roster row).
import type { CoachDetail, PlayerDetail } from '@trophy-room/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, get, ownTestDb } from '../testing/test-app';

let app: FastifyInstance;
// This file writes the rows its facts need: into a database of its own.
let db: Awaited<ReturnType<typeof ownTestDb>>;
beforeAll(async () => {
  db = await ownTestDb();
  const season = (slug: string) => `(SELECT id FROM seasons WHERE slug = '${slug}')`;
  const team = (slug: string) => `(SELECT id FROM teams WHERE slug = '${slug}')`;
  const player = (slug: string) => `(SELECT id FROM players WHERE slug = '${slug}')`;
  // The players given lines below (their player_totals, which the loader derives from the lines, are rebuilt).
  const withLines = ['patrick-mahomes', 'babe-ruth', 'lebron-james', 'jerry-rice'].map(player).join(', ');
  for (const sql of [
    // Mahomes' 2019 line as the source has it (the fixture has his 2022-2024 roster rows).
    `INSERT INTO player_seasons (player_id, season_id, team_id, stint, is_postseason, games_played, games_started, stats)
     VALUES (${player('patrick-mahomes')}, ${season('nfl-2019')}, ${team('kansas-city-chiefs')}, 1, FALSE, 14, 14,
       '{"pass_att":484,"pass_yds":4031,"pass_td":26,"pass_int":5}')`,
    // Bart Starr on the 1966 Packers: the NFL Championship and Super Bowl I of one season are one title.
    `INSERT INTO roster_entries (player_id, team_id, season_id) VALUES (${player('bart-starr')}, ${team('green-bay-packers')}, ${season('nfl-1966')})`,
    // Babe Ruth's last season (1935 Boston Braves), Don Adams' (1976-77 Buffalo Braves): the lines as the sources have them.
    `INSERT INTO player_seasons (player_id, season_id, team_id, stint, is_postseason, games_played, games_started, stats)
     VALUES (${player('babe-ruth')}, ${season('mlb-1935')}, ${team('atlanta-braves')}, 1, FALSE, 28, 26, '{"ab":72,"h":13,"hr":6}')`,
    // A snapshot of the league's latest season (as the NBA 2025-26 totals of January will be), with its source's note.
    `INSERT INTO sources (id, name, notes) VALUES (99001, 'NBA player totals 2025-26', 'Totals through 2026-01-14.')`,
    `INSERT INTO player_seasons (player_id, season_id, team_id, stint, is_postseason, games_played, games_started, stats, source_id)
     VALUES (${player('lebron-james')}, ${season('nba-2025-26')}, ${team('los-angeles-lakers')}, 1, FALSE, 20, 20, '{"pts":500}', 99001)`,
    `INSERT INTO roster_entries (player_id, team_id, season_id) VALUES (${player('don-adams')}, ${team('los-angeles-clippers')}, ${season('nba-1976-77')})`,
    // Jerry Rice's 2004, traded from Oakland to Seattle: Pro-Football-Reference's one line without a team ("2TM"),
    // and the two rosters of that season after his 2003 with Oakland, as the dataset has them.
    ...[
      ['las-vegas-raiders', 'nfl-2003'],
      ['las-vegas-raiders', 'nfl-2004'],
      ['seattle-seahawks', 'nfl-2004'],
    ].map(
      ([t, s]) =>
        `INSERT INTO roster_entries (player_id, team_id, season_id) VALUES (${player('jerry-rice')}, ${team(t)}, ${season(s)})`,
    ),
    `INSERT INTO player_seasons (player_id, season_id, team_id, stint, is_postseason, games_played, games_started, stats)
     VALUES (${player('jerry-rice')}, ${season('nfl-2004')}, NULL, NULL, FALSE, 17, 14, '{"rec":30,"rec_yds":429,"rec_td":3}')`,
    // The loader derives player_totals from the dataset's lines: the players given lines here get theirs again.
    `DELETE FROM player_totals WHERE player_id IN (${withLines})`,
    `INSERT INTO player_totals SELECT player_id, jsonb_object_agg(k, v) FROM (
       SELECT ps.player_id, e.key AS k, sum(e.value::numeric) AS v FROM player_seasons ps, jsonb_each(ps.stats) e
        WHERE ps.player_id IN (${withLines})
          AND NOT COALESCE(ps.is_postseason, FALSE) AND jsonb_typeof(e.value) = 'number' GROUP BY 1, 2) z GROUP BY 1`,
  ])
    await db.query(sql);
  app = await buildTestApp({ db });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const player = async (slug: string) => (await get(app, `/api/people/players/${slug}/`)).body as PlayerDetail;
const coach = async (slug: string) => (await get(app, `/api/people/coaches/${slug}/`)).body as CoachDetail;

describe('titles from the one ledger', () => {
  it("counts a player's titles as the seasons his team-seasons won, the count equal to the list (Mahomes: 2019, 2022, 2023)", async () => {
    const p = await player('patrick-mahomes');
    expect(p.titles.map((t) => [t.season.start_year, t.title_year, t.team.name])).toEqual([
      [2019, 2019, 'Kansas City Chiefs'],
      [2022, 2022, 'Kansas City Chiefs'],
      [2023, 2023, 'Kansas City Chiefs'],
    ]);
    expect(p.championships_won).toBe(3);
  });

  it('counts a season once though the ledger has two results of it (1966 Packers: NFL Championship and Super Bowl I)', async () => {
    const p = await player('bart-starr');
    expect(p.titles.filter((t) => t.season.start_year === 1966)).toHaveLength(1);
    expect(p.championships_won).toBe(p.titles.length);
  });

  it("counts a coach's titles from his stints' team-seasons, and from the ledger's naming him where stints have no team (Shula)", async () => {
    // Shula's stints name his franchises (Baltimore Colts 1963-69, Miami Dolphins 1970-95): the 1968 NFL
    // Championship, VII and VIII. Halas has only a career total without teams: the ledger names him for his six.
    expect((await coach('don-shula')).championships_won).toBe(3);
    expect((await coach('george-halas')).championships_won).toBe(6);
    const k = await coach('mike-krzyzewski');
    // Duke's 1990-91, 1991-92, 2000-01, 2009-10 and 2014-15 titles, from his stints.
    expect(k.championships_won).toBe(5);
    expect(k.seasons.filter((s) => s.won_title).map((s) => s.season.start_year)).toEqual([
      1990, 1991, 2000, 2009, 2014,
    ]);
  });
});

describe('records whole or labelled partial', () => {
  it("a coach's record is the sum of his season rows, with their span; years = seasons in the data; not active past the data", async () => {
    const k = await coach('mike-krzyzewski');
    const sum = (key: 'wins' | 'losses') => k.seasons.reduce((s, l) => s + (l[key] ?? 0), 0);
    expect([k.career_record!.wins, k.career_record!.losses]).toEqual([sum('wins'), sum('losses')]);
    // Army 1975-76..1979-80 and Duke 1980-81..2021-22: 47 seasons, each with a W-L (1994-95, split with Pete Gaudet,
    // counts the games of his days: 9-3). 1,202-368, the NCAA's figure.
    expect(k.record_span).toMatchObject({ first_year: 1975, last_year: 2021, seasons: 47, source: null });
    expect([k.career_record!.wins, k.career_record!.losses]).toEqual([1202, 368]);
    expect(k.years_experience).toBe(47);
    // His last stint is 2021-22, where the coaching source ends; the league has seasons after it: not known active.
    expect(k.is_active).toBe(false);
    expect(k.status_unknown_after).toBe(2021);
  });

  it("where the league's coaching source ends before its latest season: status unknown after it, not Inactive (Spoelstra)", async () => {
    const e = await coach('erik-spoelstra');
    // The NBA coaching records end with 2020-21; the league's data reaches 2025-26.
    expect([e.is_active, e.status_unknown_after]).toEqual([false, 2020]);
    // His record is the seasons with a W-L (after 2015-16 his team's, as its sole head coach), and says so.
    expect(e.record_span).toMatchObject({ first_year: 2008, last_year: 2020, seasons: 13, partial: true });
    expect(e.years_experience).toBe(13);
    // A coach whose last stint ends before the source does is known inactive (Phil Jackson, 2010-11).
    expect((await coach('phil-jackson')).status_unknown_after).toBeNull();
  });

  it('a career total beyond its seasons names its source and is partial (Schottenheimer: 200-126-1, PFR as of about 2015/16)', async () => {
    const b = await coach('marty-schottenheimer');
    // His seasons 2001-2006 from the games, Cleveland 1985-88 and Kansas City 1989-98 as spans by hand (he took over
    // Cleveland during 1984), and the rest of the coach file's career total (his 1984) beside them.
    expect(b.seasons.map((s) => s.season.start_year)).toEqual([2001, 2002, 2003, 2004, 2005, 2006]);
    expect([b.career_record!.wins, b.career_record!.losses]).toEqual([200, 126]);
    expect(b.record_span).toMatchObject({
      first_year: 1985,
      partial: true,
      source: 'NFL coaches (Pro-Football-Reference)',
    });
    expect(b.record_span.source_note).toMatch(/2015/);
    // Saban's record is that of his seasons with a W-L in our sources (Toledo 1990 to Alabama 2022; the coaches
    // file's 2023 has no record), partial.
    expect((await coach('nick-saban')).record_span).toMatchObject({
      first_year: 1990,
      last_year: 2022,
      seasons: 27,
      partial: true,
    });
  });

  it("a player's games, starts and totals come from the season lines, with their span (not 112 games beside 63 starts)", async () => {
    const p = await player('patrick-mahomes');
    const lines = p.seasons.filter((l) => !l.is_postseason);
    const sum = (f: (l: (typeof lines)[number]) => number | null) =>
      lines.reduce((s, l) => s + (f(l) ?? 0), 0);
    expect(p.career_stats.games_played).toBe(sum((l) => l.games_played));
    expect(p.career_stats.games_started).toBe(sum((l) => l.games_started));
    expect(p.career_stats.passing_yards).toBe(sum((l) => (l.stats?.pass_yds as number) ?? 0));
    // His lines here are 2019 and the fixture's; his career goes on past them.
    expect(p.stats_span).toMatchObject({ first_year: 2019, partial: true });
  });
});

describe('figures from a source with a known end say so', () => {
  it("names the source of the league's latest season when a player's lines reach it (a snapshot)", async () => {
    const p = await player('lebron-james');
    expect(p.stats_span).toMatchObject({
      last_year: 2025,
      latest_note: 'NBA player totals 2025-26: Totals through 2026-01-14.',
    });
    // A season before the league's latest: no such note.
    expect((await player('patrick-mahomes')).stats_span.latest_note).toBeNull();
  });

  it("the same note on a team's figures from those lines: the roster of the league's latest season (one rule)", async () => {
    const roster = await get(app, '/api/teams/teams/los-angeles-lakers/roster/?year=2025');
    expect(roster.body.data).toEqual([
      expect.objectContaining({
        games: 20,
        latest_note: 'NBA player totals 2025-26: Totals through 2026-01-14.',
      }),
    ]);
    // A season before the league's latest: none.
    const earlier = await get(app, '/api/teams/teams/los-angeles-lakers/roster/?year=2023');
    expect(earlier.body.data.length).toBeGreaterThan(0);
    expect(earlier.body.data.every((r: { latest_note: string | null }) => r.latest_note === null)).toBe(true);
  });
});

describe('names as they were', () => {
  it('names the draft team as it was in the draft year', async () => {
    expect((await player('john-elway')).draft_team?.name).toBe('Baltimore Colts');
    expect((await player('bill-russell-nba')).draft_team?.name).toBe('St. Louis Hawks');
    expect((await player('kevin-durant')).draft_team?.name).toBe('Seattle SuperSonics');
  });

  it('a retired player has a last team named as in his last season, and no current team', async () => {
    const ruth = await player('babe-ruth');
    expect(ruth.current_team).toBeNull();
    expect(ruth.last_team).toMatchObject({ name: 'Boston Braves', season_year: 1935 });
    const adams = await player('don-adams');
    expect(adams.current_team).toBeNull();
    expect(adams.last_team).toMatchObject({ name: 'Buffalo Braves', season_year: 1976 });
  });
});

describe('the first overall picks, the only MLB and NHL draft the sources give', () => {
  it('McDavid 2015 by Edmonton, Burroughs 1969 by the Senators as they were named; no one else called undrafted', async () => {
    expect(await player('connor-mcdavid')).toMatchObject({
      draft_year: 2015,
      draft_round: 1,
      draft_pick: 1,
      draft_team: { name: 'Edmonton Oilers' },
      draft_status: 'drafted',
    });
    expect(await player('jeff-burroughs')).toMatchObject({
      draft_year: 1969,
      draft_pick: 1,
      draft_team: { name: 'Washington Senators' },
    });
    // Drafted second overall in 2015: the sources do not give it, so not "Undrafted".
    expect(await player('jack-eichel')).toMatchObject({ draft_year: null, draft_status: 'unknown' });
  });
});

describe('a season with two teams', () => {
  it('names both teams of a line without one, and his last team is the one he moved to (Jerry Rice, 2004)', async () => {
    const p = await player('jerry-rice');
    const line = p.seasons.find((l) => l.season.start_year === 2004 && !l.is_postseason);
    expect(line?.team).toBeNull();
    expect(line?.teams.map((t) => [t.name, t.abbreviation])).toEqual([
      ['Oakland Raiders', 'OAK'],
      ['Seattle Seahawks', 'SEA'],
    ]);
    expect(p.last_team).toMatchObject({ name: 'Seattle Seahawks', season_year: 2004 });
  });
});

describe('a season missing inside a record', () => {
  it("names it beside the record's seasons (Wooden: UCLA's 1950-51 is not in his source)", async () => {
    const c = await coach('john-wooden');
    expect(c.record_span).toMatchObject({
      first_year: 1948,
      last_year: 1974,
      partial: true,
      missing_years: [1950],
    });
  });
});
