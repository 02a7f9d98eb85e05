// Titles not awarded (hand/not-awarded.csv): a result without a winner whose notes say why; a season the dataset
// does not hold is reported, not added.
import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import type { Row } from '../model';
import { addNotAwarded } from './not-awarded';

function fixture() {
  const ctx = createContext();
  ctx.add('leagues', { key: 'mlb', slug: 'mlb', sport: 'baseball' } as Row<'leagues'>);
  ctx.add('leagues', { key: 'ncaa-hockey', slug: 'ncaa-hockey', sport: 'hockey' } as Row<'leagues'>);
  ctx.add('championships', {
    key: 'mlb:world-series',
    slug: 'world-series',
    league: 'mlb',
  } as Row<'championships'>);
  ctx.add('championships', {
    key: 'ncaa-hockey:frozen-four',
    slug: 'frozen-four',
    league: 'ncaa-hockey',
  } as Row<'championships'>);
  for (const y of [1904, 1994])
    ctx.add('seasons', { key: `mlb:${y}`, league: 'mlb', start_year: y, end_year: y } as Row<'seasons'>);
  return ctx;
}

describe('titles not awarded', () => {
  it('adds the 1904 and 1994 World Series without a winner, saying why; a season not held is reported', () => {
    const ctx = fixture();
    addNotAwarded(ctx);
    expect(ctx.get('championship_results', 'mlb:world-series:1994')).toMatchObject({
      season: 'mlb:1994',
      title_year: 1994,
      winner_team: null,
      notes: expect.stringMatching(/^No champion: the players' strike/),
    });
    expect(ctx.get('championship_results', 'mlb:world-series:1904')?.winner_team).toBeNull();
    const problems = ctx.issues().map((i) => i.problem);
    expect(problems).toContain('no ncaa-hockey season 2019 in the dataset; not added');
    expect(problems).toContain('no championship ncaa-mens-basketball-tournament; not added');
  });
});
