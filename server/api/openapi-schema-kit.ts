import { LANGS } from '@/lib/lang';

/**
 * Builders of the JSON Schemas (2020-12, the dialect of OpenAPI 3.1) the read API's answers are
 * described with. They keep literal types, so `json-schema-to-ts` can turn each schema back into
 * a type and a type test can hold it equal to the domain type the mappers return.
 */
export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
export const bool = { type: 'boolean' } as const;
export const nullStr = { type: ['string', 'null'] } as const;
export const nullInt = { type: ['integer', 'null'] } as const;
export const nullNum = { type: ['number', 'null'] } as const;
export const lang = { enum: LANGS } as const;

export const nullable = <const S extends object>(schema: S) =>
  ({ anyOf: [schema, { type: 'null' }] }) as const;

export const arrayOf = <const S extends object>(items: S) => ({ type: 'array', items }) as const;

/** Every property required and no others: answers are checked exactly against the document. */
export const object = <const P extends Record<string, object>>(properties: P) =>
  ({
    type: 'object',
    properties,
    required: Object.keys(properties) as (keyof P & string)[],
    additionalProperties: false,
  }) as const;

/** An object whose properties may each be missing (TypeScript's `Partial<Record<K, V>>`). */
export const partialRecord = <K extends readonly string[], S extends object>(keys: K, value: S) =>
  ({
    type: 'object',
    properties: Object.fromEntries(keys.map((key) => [key, value])) as { [Key in K[number]]: S },
    additionalProperties: false,
  }) as const;

/** One page of a paged list (`Page<T>` in src/lib/content-types.ts). */
export const pageOf = <const S extends object>(item: S) =>
  object({ items: arrayOf(item), page: int, pageSize: int, pageCount: int, total: int });
