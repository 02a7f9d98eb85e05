import { describe, expect, it } from 'vitest';
import type { SourceModule } from '../model';
import { product, table } from './product';
import { schedule } from './schedule';

const step = (name: string, needs: SourceModule['needs'] = [], gives: SourceModule['gives'] = []) =>
  ({ name, leagues: [], needs, gives, build: () => undefined }) satisfies SourceModule;

describe('schedule', () => {
  const teams = product<string[]>('x.teams');
  const games = table('games');

  it('runs a step after every giver of what it needs, keeping the listed order otherwise', () => {
    const order = schedule([
      step('standings', [teams, games]),
      step('games-a', [teams], [games]),
      step('teams', [], [teams]),
      step('games-b', [], [games]),
    ]).map((s) => s.name);
    expect(order).toEqual(['teams', 'games-a', 'games-b', 'standings']);
  });

  it('names a circle', () => {
    const a = product('a');
    const b = product('b');
    expect(() => schedule([step('one', [a], [b]), step('two', [b], [a])])).toThrow(/circle: one, two/);
  });

  it('refuses a value product nobody gives, but not a table whose givers were left out', () => {
    expect(() => schedule([step('lonely', [teams])])).toThrow(/needs x.teams/);
    expect(schedule([step('reader', [games])]).map((s) => s.name)).toEqual(['reader']);
  });
});
