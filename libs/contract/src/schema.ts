// Schema builders for the contract. Every schema here is plain JSON Schema (TypeBox), so the API validates and
// serializes with it (Ajv, fast-json-stringify) and documents it (OpenAPI) while TypeScript derives the types.
import {
  Type,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
  type TUnsafe,
} from '@sinclair/typebox';

export { Type, type Static, type TSchema };

/** An object whose listed properties are all required and nothing else is allowed (responses are exact). */
export const Obj = <T extends TProperties>(
  properties: T,
  options: { description?: string } = {},
): TObject<T> => Type.Object(properties, { additionalProperties: false, ...options });

const PRIMITIVES = new Set(['string', 'integer', 'number', 'boolean']);

/**
 * `T | null`. Primitives become `type: [t, 'null']` (cheap for the serializer, `nullable: true` in OpenAPI 3.0);
 * objects and arrays become `anyOf: [T, null]`.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  if (typeof schema.type === 'string' && PRIMITIVES.has(schema.type) && !schema.enum) {
    return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
  }
  return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
}

/** A string from a fixed list (`enum`, which serializes faster than a union of literals). */
export const StringEnum = <const T extends readonly string[]>(
  values: T,
  options: { description?: string } = {},
) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** A string from a fixed list, or null. */
export const NullableEnum = <const T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number] | null>({ type: ['string', 'null'], enum: [...values, null] });

/** A free-form JSON object (sport-specific statistics whose keys depend on the sport). */
export const JsonObject = () =>
  Type.Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });

// Shorthands for the field types the resources use over and over.
export const Int = (options: { minimum?: number; maximum?: number; description?: string } = {}) =>
  Type.Integer(options);
export const Str = (options: { description?: string } = {}) => Type.String(options);
export const Bool = (options: { description?: string } = {}) => Type.Boolean(options);
export const NInt = (options: { description?: string } = {}) => Nullable(Type.Integer(options));
export const NNum = (options: { description?: string } = {}) => Nullable(Type.Number(options));
export const NStr = (options: { description?: string } = {}) => Nullable(Type.String(options));
