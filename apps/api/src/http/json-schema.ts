// Tiny JSON Schema builders for route schemas: responses are serialised (and trimmed) by these, so they ARE the
// wire contract; they mirror the types in @trophy-room/contract.
export type Schema = Record<string, unknown>;

export const str: Schema = { type: 'string' };
export const int: Schema = { type: 'integer' };
export const num: Schema = { type: 'number' };
export const bool: Schema = { type: 'boolean' };
/** Free-form JSON object (sport-specific stats). */
export const anyObject: Schema = { type: 'object', additionalProperties: true };

export function nullable(s: Schema): Schema {
  if (typeof s.type === 'string') return { ...s, type: [s.type, 'null'] };
  return { anyOf: [s, { type: 'null' }] };
}

export const nstr = nullable(str);
export const nint = nullable(int);
export const nnum = nullable(num);

/** An object whose listed properties are all required (nullable ones may be null). */
export function obj(properties: Record<string, Schema>, extra: Schema = {}): Schema {
  return { type: 'object', properties, required: Object.keys(properties), additionalProperties: false, ...extra };
}

export const arr = (items: Schema): Schema => ({ type: 'array', items });

export function paginated(item: Schema): Schema {
  return obj({ count: int, next: nstr, previous: nstr, results: arr(item) });
}

export const dataOf = (s: Schema): Schema => obj({ data: s });

export const errorBody: Schema = obj({ detail: str });

/** Response map for a route: 200 plus the error answers every route can give. */
export function responses(ok: Schema, extra: Record<number, Schema> = {}): Record<number, Schema> {
  return { 200: ok, 400: errorBody, 404: errorBody, 429: errorBody, 503: errorBody, ...extra };
}
