// Vacated finals from hand/vacated-results.csv: a vacated title is marked and counted for no one; a vacated
// runner-up keeps its place with the note, and its team season says so even where its source gives no postseason.
import { describe, expect, it } from 'vitest';
import { createContext } from '../context';
import type { Row } from '../model';
import { applyVacatedResults } from './vacated';

function fixture() {
  const ctx = createContext();
  const mbb = 'ncaa-mens-basketball-tournament';
  const cfb = 'college-football-national-championship';
  ctx.add('championships', { key: `b:${mbb}`, slug: mbb } as Row<'championships'>);
  ctx.add('championships', { key: `f:${cfb}`, slug: cfb } as Row<'championships'>);
  const result = (key: string, championship: string, year: number, winner: string, runner: string) =>
    ctx.add('championship_results', {
      key,
      championship,
      season: `s:${year}`,
      title_year: year,
      winner_team: winner,
      runner_up_team: runner,
      notes: null,
      vacated_note: null,
    } as unknown as Row<'championship_results'>);
  for (const y of [1979, 1980, 2004])
    ctx.add('seasons', { key: `s:${y}`, start_year: y - 1 } as Row<'seasons'>);
  result('r1', `b:${mbb}`, 1980, 'ncaa-basketball:louisville', 'ncaa-basketball:ucla');
  result('r2', `b:${mbb}`, 1979, 'ncaa-basketball:michigan-state', 'ncaa-basketball:indiana-state');
  result('r3', `f:${cfb}`, 2004, 'ncaa-football:usc', 'ncaa-football:oklahoma');
  const ts = (team: string, year: number, playoff_result: string | null) =>
    ctx.add('team_seasons', {
      key: `${team}:${year}`,
      team,
      season: `s:${year + 1}`,
      playoff_result,
      playoff_position: playoff_result ? 'playoffs' : 'eliminated',
    } as Row<'team_seasons'>);
  // Sports-Reference gives UCLA 1979-80 no tournament (code 0): the appearance was vacated.
  ts('ncaa-basketball:ucla', 1979, null);
  ts('ncaa-basketball:indiana-state', 1978, 'Lost National Final');
  return ctx;
}

describe('vacated finals', () => {
  it('marks the title vacated and the runner-up vacated, from the hand file (every row applies)', () => {
    const ctx = fixture();
    // Rows whose final is not in the fixture are reported, not applied.
    expect(applyVacatedResults(ctx)).toBe(2);
    const [ucla, , usc] = ctx.rows('championship_results');
    expect(usc.vacated_note).toMatch(/Vacated by the BCS/);
    expect(ucla.vacated_note).toBeNull();
    expect(ucla.notes).toMatch(/^Runner-up vacated: UCLA's 1980 tournament record/);
    expect(ctx.get('team_seasons', 'ncaa-basketball:ucla:1979')).toMatchObject({
      playoff_result: 'Lost National Final (vacated)',
      playoff_position: 'playoffs',
    });
  });
});
