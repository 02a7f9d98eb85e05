// PlayerTotals against what the details statement's aggregate gave (jsonb_each, sum(numeric), jsonb_object_agg):
// only top-level numbers, each key's sum at numeric's scale, the postseason left out.
import { expect, it } from 'vitest';
import { PlayerTotals } from './player-totals';

const rows = (t: PlayerTotals) => t.csv().toString().trim().split('\n');

it('sums the numbers of the regular-season lines per key, at the largest scale of the key', () => {
  const t = new PlayerTotals();
  t.line({ ab: 500, avg: 0.3, war: 1.25, pos: 'SS', split: { h: 3 }, list: [1, 2], none: null }, false);
  t.line({ ab: 100, avg: 0.25, war: -0.05, 'say "hi"': 2 }, false);
  t.line({ ab: 40, hr: 9 }, true);
  t.end(7);
  t.line({ pos: 'P' }, false);
  t.end(8);
  t.line({ w: 1e-7 }, false);
  t.end(9);
  expect(rows(t)).toEqual([
    'player_id,totals',
    '7,"{""ab"":600,""avg"":0.55,""war"":1.20,""say \\""hi\\"""":2}"',
    '9,"{""w"":0.0000001}"',
  ]);
});

it('starts again when reset', () => {
  const t = new PlayerTotals();
  t.line({ g: 1 }, false);
  t.end(1);
  t.reset();
  t.line({ g: 2 }, false);
  t.end(2);
  expect(rows(t)).toEqual(['player_id,totals', '2,"{""g"":2}"']);
});
