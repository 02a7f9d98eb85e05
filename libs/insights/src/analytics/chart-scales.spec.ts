import { describe, expect, it } from 'vitest';
import { bands, linear } from './chart-scales';

describe('chart scales', () => {
  it('linear: round ticks from the minimum to past the maximum, mapped onto the range', () => {
    const y = linear(0, 77.8, [200, 0]);
    expect(y.ticks).toEqual([0, 20, 40, 60, 80]);
    expect(y(0)).toBe(200);
    expect(y(80)).toBe(0);
    expect(y(40)).toBe(100);
    expect(linear(0, 1321, [100, 0]).ticks).toEqual([0, 500, 1000, 1500]);
  });

  it('bands: equal slots, bars inset by the padding, points at the centre', () => {
    const x = bands(['a', 'b'], 100, 0.2);
    expect(x.start('a')).toBe(5);
    expect(x.start('b')).toBe(55);
    expect(x.centre('b')).toBe(75);
    expect(x.bandwidth).toBe(40);
  });
});
