// The seasons' labels the pipeline wrote into the committed data/ are the ones @trophy-room/domain's seasonLabel gives
// (through shared/season.ts): every season's slug and name, the NBA's and NHL's award slugs and the NHL problem
// texts that name a season. So building data/ with the domain's rule would not change a byte of these.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDatasetDir } from '@trophy-room/db';
import { describe, expect, it } from 'vitest';
import { csvTable } from './testing/committed';
import type { League } from './model';
import { leagueSeasonLabel, seasonName, seasonSlug } from './shared/season';
import { seasonName as nbaSeasonName } from './sources/nba/keys';

const dir = defaultDatasetDir();
const table = (name: string) => csvTable(dir, name);

/** How each league's builder names its seasons (the NBA's own function: BAA through 1948-49). */
const nameOf: Record<League, (start: number) => string> = {
  nfl: (y) => seasonName('nfl', y, 'NFL'),
  nba: nbaSeasonName,
  mlb: (y) => seasonName('mlb', y, 'MLB'),
  nhl: (y) => seasonName('nhl', y, 'NHL'),
  'ncaa-football': (y) => seasonName('ncaa-football', y, 'College Football'),
  'ncaa-basketball': (y) => seasonName('ncaa-basketball', y, 'College Basketball'),
  'ncaa-baseball': (y) => seasonName('ncaa-baseball', y, 'College Baseball'),
  'ncaa-hockey': (y) => seasonName('ncaa-hockey', y, 'College Hockey'),
};

describe('the season labels (shared/season.ts, the domain rule)', () => {
  it('label each league by its sport', () => {
    expect(leagueSeasonLabel('nhl', 1999)).toBe('1999-00');
    expect(leagueSeasonLabel('ncaa-basketball', 2025)).toBe('2025-26');
    expect(leagueSeasonLabel('ncaa-football', 2024)).toBe('2024');
    expect(seasonSlug('ncaa-hockey', 2008)).toBe('ncaa-hockey-2008-09');
    expect(nbaSeasonName(1948)).toBe('1948-49 BAA Season');
    expect(nbaSeasonName(1949)).toBe('1949-50 NBA Season');
  });
});

describe.skipIf(!existsSync(join(dir, 'seasons.csv.gz')))('season labels in the committed data/', () => {
  const leagues = new Map(table('leagues').map((l) => [l.id, l.slug as League]));

  it('are the rule for every season: its slug and its name', () => {
    const wrong: string[] = [];
    const rows = table('seasons');
    for (const s of rows) {
      const league = leagues.get(s.league_id)!;
      const start = Number(s.start_year);
      const expected = { slug: seasonSlug(league, start), name: nameOf[league](start) };
      if (s.slug !== expected.slug || s.name !== expected.name)
        wrong.push(`${s.slug} "${s.name}": the rule gives ${expected.slug} "${expected.name}"`);
    }
    expect(rows.length).toBeGreaterThan(800);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('are the rule in every NBA and NHL award slug', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const a of table('awards')) {
      const league = leagues.get(a.league_id)!;
      if (league !== 'nba' && league !== 'nhl') continue;
      checked++;
      if (!a.slug.includes(`-${leagueSeasonLabel(league, Number(a.year))}-`)) wrong.push(a.slug);
    }
    expect(checked).toBeGreaterThan(1000);
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('are the rule in the NHL problem texts that name a season', () => {
    const text = readFileSync(join(dir, 'source-issues.csv'), 'utf8');
    const named = [...text.matchAll(/(\d{4})-(\d{2}) (?:games without a score|not added)/g)];
    for (const m of named) expect(`${m[1]}-${m[2]}`).toBe(leagueSeasonLabel('nhl', Number(m[1])));
    expect(named.length).toBeGreaterThan(0);
  });
});
