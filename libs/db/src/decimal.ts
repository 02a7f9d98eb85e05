// Exact decimals as PostgreSQL's numeric computes them (the loader derives the leader tables in JavaScript, and each
// figure must be the one SQL gave, to the last digit of its display scale): a value is an integer of units and the
// number of digits after the point. A sum keeps the larger scale, a product the sum of the scales, a quotient the
// scale PostgreSQL selects (select_div_scale), rounded half away from zero. Units are a plain number while exact
// (a safe integer), a bigint beyond; an integer of scale 0 (nearly every figure) is the plain number itself: making
// an object of each was most of the derivation's time.
export interface Scaled {
  units: number | bigint;
  scale: number;
}
export type Decimal = number | Scaled;

/** The decimal as units and scale. */
const scaled = (a: Decimal): Scaled => (typeof a === 'number' ? { units: a, scale: 0 } : a);
/** Units and scale as the plain number when that is exact. */
const make = (units: number | bigint, scale: number): Decimal =>
  scale === 0 && typeof units === 'number' ? units : { units, scale };

const big10 = (n: number) => 10n ** BigInt(n);
const num10 = Array.from({ length: 16 }, (_, i) => 10 ** i);
const safe = (u: number | bigint): u is number => typeof u === 'number' && Number.isSafeInteger(u);
/** A bigint that fits a safe integer becomes a number again. */
const settle = (u: bigint): number | bigint =>
  u <= BigInt(Number.MAX_SAFE_INTEGER) && u >= -BigInt(Number.MAX_SAFE_INTEGER) ? Number(u) : u;

export const ZERO: Decimal = 0;

/** A numeric's text as numeric_in reads it ('12', '-1.50', '2e3'); throws on anything else, as the cast would. */
export function parseDecimal(text: string): Decimal {
  const m = /^\s*([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?\s*$/.exec(text);
  if (!m || (m[2] === '' && !m[3])) throw new Error(`invalid input syntax for type numeric: "${text}"`);
  const [, sign, int, frac = '', exp = '0'] = m;
  let units = BigInt((int || '0') + frac);
  let scale = frac.length - Number(exp);
  if (scale < 0) {
    units *= big10(-scale);
    scale = 0;
  }
  return make(settle(sign === '-' ? -units : units), scale);
}

/** A JSON number (its text is String(n): the dataset's JSON is JSON.stringify's) as numeric reads that text. */
export function fromNumber(n: number): Decimal {
  return Number.isSafeInteger(n) ? n : parseDecimal(String(n));
}

/** The units at a larger scale: a number while exact. */
function aligned(a: Scaled, scale: number): number | bigint {
  const k = scale - a.scale;
  if (k === 0) return a.units;
  if (safe(a.units) && k < 16) {
    const u = a.units * num10[k];
    if (Number.isSafeInteger(u)) return u;
  }
  return BigInt(a.units) * big10(k);
}

export function add(da: Decimal, db: Decimal): Decimal {
  if (typeof da === 'number' && typeof db === 'number' && Number.isSafeInteger(da + db)) return da + db;
  const [a, b] = [scaled(da), scaled(db)];
  const scale = Math.max(a.scale, b.scale);
  const x = aligned(a, scale);
  const y = aligned(b, scale);
  if (typeof x === 'number' && typeof y === 'number' && Number.isSafeInteger(x + y))
    return make(x + y, scale);
  return make(settle(BigInt(x) + BigInt(y)), scale);
}

export function sub(a: Decimal, b: Decimal): Decimal {
  const s = scaled(b);
  return add(a, make(-s.units, s.scale));
}

export function mul(da: Decimal, db: Decimal): Decimal {
  if (typeof da === 'number' && typeof db === 'number' && Number.isSafeInteger(da * db)) return da * db;
  const [a, b] = [scaled(da), scaled(db)];
  const scale = a.scale + b.scale;
  if (typeof a.units === 'number' && typeof b.units === 'number' && Number.isSafeInteger(a.units * b.units))
    return make(a.units * b.units, scale);
  return make(settle(BigInt(a.units) * BigInt(b.units)), scale);
}

export function cmp(da: Decimal, db: Decimal): number {
  if (typeof da === 'number' && typeof db === 'number') return da < db ? -1 : da > db ? 1 : 0;
  const [a, b] = [scaled(da), scaled(db)];
  const scale = Math.max(a.scale, b.scale);
  const x = aligned(a, scale);
  const y = aligned(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function sign(a: Decimal): number {
  const u = typeof a === 'number' ? a : a.units;
  return u > 0 ? 1 : u < 0 ? -1 : 0;
}

/** The weight (in base-10000 digits, PostgreSQL's NBASE) of the first non-zero digit and that digit; 0, 0 for zero. */
function weightAndFirst(units: bigint, scale: number): [number, number] {
  if (units === 0n) return [0, 0];
  const groups = Math.ceil(scale / 4);
  let n = (units < 0n ? -units : units) * big10(groups * 4 - scale);
  let k = -groups;
  let first = 0n;
  while (n > 0n) {
    first = n % 10000n;
    n /= 10000n;
    k++;
  }
  // The loop leaves `first` at the highest group, whose weight is k - 1.
  return [k - 1, Number(first)];
}

/** a / b as numeric_div gives it: at least 16 significant digits, at least either operand's scale. */
export function div(da: Decimal, db: Decimal): Decimal {
  const [a, b] = [scaled(da), scaled(db)];
  const [x, y] = [BigInt(a.units), BigInt(b.units)];
  if (y === 0n) throw new Error('division by zero');
  const [w1, f1] = weightAndFirst(x, a.scale);
  const [w2, f2] = weightAndFirst(y, b.scale);
  let qweight = w1 - w2;
  if (f1 <= f2) qweight--;
  const scale = Math.min(Math.max(16 - qweight * 4, a.scale, b.scale, 0), 1000);
  const negative = x < 0n !== y < 0n;
  const n = (x < 0n ? -x : x) * big10(b.scale + scale);
  const d = (y < 0n ? -y : y) * big10(a.scale);
  let q = n / d;
  if (2n * (n % d) >= d) q++;
  return make(settle(negative ? -q : q), scale);
}

/** The text numeric_out writes: every digit of the scale. */
export function formatDecimal(d: Decimal): string {
  if (typeof d === 'number') return String(d);
  const a = d;
  const negative = a.units < 0;
  const abs = String(negative ? -a.units : a.units);
  if (a.scale === 0) return negative ? `-${abs}` : abs;
  const digits = abs.padStart(a.scale + 1, '0');
  const cut = digits.length - a.scale;
  return `${negative ? '-' : ''}${digits.slice(0, cut)}.${digits.slice(cut)}`;
}
