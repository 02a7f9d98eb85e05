// Typed query-string parameters: each has a default, and a default is never written to the URL.

export interface ParamDef<T> {
  readonly defaultValue: T;
  /** The value of a raw query-string entry, or undefined when it is not a valid value (the default applies). */
  parse(raw: string): T | undefined;
  format(value: T): string;
  /** A free-text field: consecutive keystrokes replace one history entry instead of adding one each. */
  readonly typing?: boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ParamSchema = Record<string, ParamDef<any>>;
export type ParamValues<S extends ParamSchema> = { [K in keyof S]: S[K]['defaultValue'] };

/** Free text typed by the reader (a search box). */
export const searchText = (): ParamDef<string> => ({
  defaultValue: '',
  parse: (raw) => raw,
  format: (v) => v,
  typing: true,
});

/** Any string, e.g. a slug or 'all'. */
export const text = (defaultValue: string): ParamDef<string> => ({
  defaultValue,
  parse: (raw) => raw,
  format: (v) => v,
});

/** One of a fixed set of values; anything else reads as the default. */
export const oneOf = <const T extends string>(values: readonly T[], defaultValue: T): ParamDef<T> => ({
  defaultValue,
  parse: (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : undefined),
  format: (v) => v,
});

/** A whole number at or above `min` (page numbers start at 1). */
export const integer = (defaultValue: number, min = 1): ParamDef<number> => ({
  defaultValue,
  parse: (raw) => (/^-?\d+$/.test(raw) && Number(raw) >= min ? Number(raw) : undefined),
  format: String,
});

/** A calendar day as yyyy-MM-dd (a real date); '' (the default) means the screen's own default day. */
export const day = (): ParamDef<string> => ({
  defaultValue: '',
  parse: (raw) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return undefined;
    const d = new Date(`${raw}T12:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === raw ? raw : undefined;
  },
  format: (v) => v,
});

/** On or off, written as "true"/"false". */
export const flag = (defaultValue: boolean): ParamDef<boolean> => ({
  defaultValue,
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  format: (v) => String(v),
});

/** Every parameter of the schema, read from the query string (defaults where absent or invalid). */
export function readParams<S extends ParamSchema>(schema: S, search: URLSearchParams): ParamValues<S> {
  const out = {} as ParamValues<S>;
  for (const key of Object.keys(schema) as (keyof S & string)[]) {
    const raw = search.get(key);
    const parsed = raw === null ? undefined : schema[key].parse(raw);
    out[key] = parsed === undefined ? schema[key].defaultValue : parsed;
  }
  return out;
}

/**
 * `base` with the given values written: a default value removes its key, so defaults never clutter the URL.
 * Keys outside the schema (e.g. admin=true) are kept.
 */
export function writeParams<S extends ParamSchema>(
  schema: S,
  values: Partial<ParamValues<S>>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(values) as (keyof S & string)[]) {
    const def = schema[key];
    const value = values[key];
    if (!def) continue;
    if (value === undefined || value === def.defaultValue) next.delete(key);
    else next.set(key, def.format(value));
  }
  return next;
}

/** "?a=b" for the non-default values, or "" when every value is its default. */
export function queryString<S extends ParamSchema>(schema: S, values: Partial<ParamValues<S>> = {}): string {
  const s = writeParams(schema, values).toString();
  return s ? `?${s}` : '';
}
