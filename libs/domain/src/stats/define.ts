// The catalogue's shorthand for its most common entry: a count read from one source key.
import type { StatDef } from './types';

export const count = (
  key: string,
  label: string,
  abbr: string,
  group: string,
  num: string,
  career?: string,
): Omit<StatDef, 'sport'> => ({
  key,
  label,
  abbr,
  group,
  formula: { num: [num] },
  format: { kind: 'count' },
  ...(career ? { career } : {}),
});
