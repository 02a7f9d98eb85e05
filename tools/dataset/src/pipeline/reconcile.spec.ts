import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import type { Figure } from './claims';
import { reconcile } from './reconcile';

const figure: Figure = {
  id: 'team_season.record',
  name: 'W-L',
  precedence: ['standings', 'derived:games'],
  rule: 'standings first',
};

describe('reconcile', () => {
  it('counts agreements, keeps the precedence value and writes each disagreement with its reason', () => {
    const ctx = createContext();
    const claim = (subject: string, source: string, value: string, note?: string) =>
      ctx.claim({ figure, league: 'nfl', subject, label: subject, source, value, note });
    claim('a', 'derived:games', '10-6-0');
    claim('a', 'standings', '10-6-0');
    claim('b', 'derived:games', '9-7-0', 'a game is missing');
    claim('b', 'standings', '10-6-0');
    claim('c', 'derived:games', '3-13-0');
    claim('c', 'standings', '4-12-0');
    claim('d', 'standings', '8-8-0'); // one source only: not compared
    const counts = reconcile(ctx);
    expect(counts).toEqual([
      expect.objectContaining({ league: 'nfl', compared: 3, agreed: 1, disagreements: 2, explained: 1 }),
    ]);
    const rows = ctx.rows('reconciliations');
    expect(rows.map((r) => [r.subject, r.chosen_source, r.chosen_value, r.reason])).toEqual([
      ['b', 'standings', '10-6-0', 'derived:games: a game is missing'],
      ['c', 'standings', '4-12-0', null],
    ]);
    expect(rows[0].claims).toEqual([
      { source: 'standings', value: '10-6-0', note: null },
      { source: 'derived:games', value: '9-7-0', note: 'a game is missing' },
    ]);
    expect(ctx.rows('figure_checks')[0]).toMatchObject({ key: 'nfl|team_season.record', compared: 3 });
  });

  it("uses the figure's explain before the claims' notes", () => {
    const ctx = createContext();
    const f: Figure = { ...figure, explain: () => 'forfeit counted by the league' };
    ctx.claim({ figure: f, league: 'nhl', subject: 'x', label: 'x', source: 'standings', value: 1 });
    ctx.claim({ figure: f, league: 'nhl', subject: 'x', label: 'x', source: 'other', value: 2, note: 'n' });
    reconcile(ctx);
    expect(ctx.rows('reconciliations')[0].reason).toBe('forfeit counted by the league');
  });
});
