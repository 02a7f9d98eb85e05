// decimal.ts against PostgreSQL's numeric itself (PGlite): sums, products, quotients (the scale numeric_div selects,
// rounded half away from zero) and comparisons of a spread of operands — integers, the dataset's decimals, ERA's
// qualifier scale (0.333333333333), negatives, zero and integers past 2^53 — must print the same text.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from './client';
import { createDb } from './client';
import { add, cmp, div, formatDecimal, fromNumber, mul, parseDecimal, sub } from './decimal';

let db: Db;
beforeAll(async () => {
  db = await createDb({ dataDir: 'memory' });
});
afterAll(() => db.close());

/** Operands as text, from a fixed seed (the same on every run). */
function operands(): string[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const fixed = [
    '0',
    '1',
    '-1',
    '27',
    '0.333333333333',
    '3.1',
    '0.7',
    '1.5',
    '9007199254740993',
    '-123456789012345678',
    '0.0001',
    '10000',
  ];
  const random = Array.from({ length: 60 }, (_, i) => {
    const int = String(Math.floor(next() * 10 ** (1 + (i % 9))));
    const scale = [0, 0, 1, 2, 3, 12][i % 6];
    const frac = scale ? `.${String(Math.floor(next() * 10 ** scale)).padStart(scale, '0')}` : '';
    return `${next() < 0.2 ? '-' : ''}${int}${frac}`;
  });
  return [...fixed, ...random];
}

it('adds, subtracts, multiplies, divides and compares as numeric does', async () => {
  const xs = operands();
  const pairs = xs.flatMap((a) => xs.map((b) => [a, b] as const));
  const rows = await db.query<{ s: string; d: string; p: string; q: string | null; c: number }>(
    `SELECT (a::numeric + b::numeric)::text AS s, (a::numeric - b::numeric)::text AS d,
            (a::numeric * b::numeric)::text AS p,
            CASE WHEN b::numeric <> 0 THEN (a::numeric / b::numeric)::text END AS q,
            sign(a::numeric - b::numeric)::int AS c
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(a, b, n) ORDER BY n`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
  const ours = pairs.map(([a, b]) => {
    const [x, y] = [parseDecimal(a), parseDecimal(b)];
    return {
      s: formatDecimal(add(x, y)),
      d: formatDecimal(sub(x, y)),
      p: formatDecimal(mul(x, y)),
      q: cmp(y, 0) === 0 ? null : formatDecimal(div(x, y)),
      c: cmp(x, y),
    };
  });
  expect(ours).toEqual(rows);
});

it('reads numeric text and JSON numbers as numeric_in does', async () => {
  const texts = ['12', '-1.50', '2e3', '1.5e-3', '0.000', '+7', ' 42 '];
  const rows = await db.query<{ v: string }>(
    'SELECT t::numeric::text AS v FROM unnest($1::text[]) WITH ORDINALITY AS x(t, n) ORDER BY n',
    [texts],
  );
  expect(texts.map((t) => formatDecimal(parseDecimal(t)))).toEqual(rows.map((r) => r.v));
  expect(formatDecimal(fromNumber(6.75))).toBe('6.75');
  expect(formatDecimal(fromNumber(1e21))).toBe('1000000000000000000000');
  expect(() => parseDecimal('1,200')).toThrow(/invalid input syntax/);
});
