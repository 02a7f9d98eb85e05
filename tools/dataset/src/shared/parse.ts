// The one way the pipeline reads a cell of a raw or hand-written CSV. Every source module uses these, so a blank,
// 'NA', a thousands separator or a float means the same thing in every league.

/** Cells that mean "no value": blank, and the missing-value markers of R/pandas exports. */
const missing = new Set(['', 'NA', 'N/A', 'NaN', 'NULL']);

/** The trimmed cell, or null when it is blank or a missing-value marker. */
export function text(v: string | null | undefined): string | null {
  const t = (v ?? '').trim();
  return missing.has(t) ? null : t;
}

/** A number: thousands separators allowed ("76,416"), null when missing or not a number. */
export function num(v: string | null | undefined): number | null {
  const t = text(v)?.replace(/,(?=\d{3}(\D|$))/g, '');
  if (t === undefined || t === null || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

/**
 * An integer (a count): "12", "12.0" and "5,386" read as integers; a fraction is not a count (some exports impute
 * means into count columns, e.g. 7.586 conference wins) and reads as null, as do missing cells and non-numbers.
 */
export function int(v: string | null | undefined): number | null {
  const n = num(v);
  return n !== null && Number.isInteger(n) ? n : null;
}

/** 'TRUE'/'true'/'1'/'yes' → true; anything else false. */
export function bool(v: string | null | undefined): boolean {
  return /^(true|1|yes|y)$/i.test((v ?? '').trim());
}
