// One person under two forms of his given name: a source that writes "Mike Malone" and another that writes "Michael
// Malone" for the same coach of the same team. The familiar forms below are the standard English ones (each group:
// the formal name first, then its familiar forms); two names are variants when they fall in one group. Matching on
// this alone would join namesakes, so a caller also asks for the same surname and the same team in the same seasons.
import { slugify } from './slug';

const groups: readonly string[][] = [
  ['michael', 'mike', 'mickey'],
  ['william', 'bill', 'billy', 'will', 'willie'],
  ['robert', 'bob', 'bobby', 'rob', 'robbie'],
  ['james', 'jim', 'jimmy', 'jamie'],
  ['joseph', 'joe', 'joey'],
  ['thomas', 'tom', 'tommy'],
  ['richard', 'dick', 'rick', 'rich', 'richie'],
  ['charles', 'charlie', 'chuck'],
  ['edward', 'ed', 'eddie'],
  ['daniel', 'dan', 'danny'],
  ['david', 'dave'],
  ['anthony', 'tony'],
  ['steven', 'stephen', 'steve'],
  ['gregory', 'greg'],
  ['matthew', 'matt'],
  ['christopher', 'chris'],
  ['lawrence', 'larry'],
  ['gerald', 'jerry'],
  ['kenneth', 'ken', 'kenny'],
  ['ronald', 'ron', 'ronnie'],
  ['donald', 'don', 'donnie'],
  ['douglas', 'doug'],
  ['frederick', 'fred', 'freddie'],
  ['patrick', 'pat'],
  ['samuel', 'sam', 'sammy'],
  ['timothy', 'tim'],
  ['nicholas', 'nick'],
  ['alexander', 'alex'],
  ['andrew', 'andy', 'drew'],
  ['jeffrey', 'jeff'],
  ['raymond', 'ray'],
  ['philip', 'phil'],
  ['leonard', 'len', 'lenny'],
  ['benjamin', 'ben'],
  ['terrence', 'terry'],
  ['gerard', 'gerry'],
];
const groupOf = new Map(groups.flatMap((g, i) => g.map((n) => [n, i] as const)));

/** Whether two given names are one name or two forms of one ("Mike", "Michael"). */
export function sameGivenName(a: string, b: string): boolean {
  const [x, y] = [slugify(a), slugify(b)];
  if (x === y) return true;
  const gx = groupOf.get(x);
  return gx !== undefined && gx === groupOf.get(y);
}

/** A full name's given name and surname ("Mike Malone" → ["Mike", "Malone"]): the first word and the rest. */
const split = (full: string): [string, string] => {
  const t = full.trim();
  const sp = t.indexOf(' ');
  return sp > 0 ? [t.slice(0, sp), t.slice(sp + 1)] : ['', t];
};

/** Two full names that differ at most by the form of the given name, the surname the same ("Mike Malone"). */
export function nameVariants(a: string, b: string): boolean {
  const [[ga, sa], [gb, sb]] = [split(a), split(b)];
  return slugify(sa) === slugify(sb) && ga !== '' && gb !== '' && sameGivenName(ga, gb);
}
