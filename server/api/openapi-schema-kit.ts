/**
 * Builders of the JSON Schemas (2020-12, the dialect of OpenAPI 3.1) of the API's own answers
 * and parameters; the domain types' schemas come from their zod declarations (openapi-domain.ts).
 */
export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;

export const arrayOf = <const S extends object>(items: S) => ({ type: 'array', items }) as const;

/** Every property required and no others: answers are checked exactly against the document. */
export const object = <const P extends Record<string, object>>(properties: P) =>
  ({
    type: 'object',
    properties,
    required: Object.keys(properties) as (keyof P & string)[],
    additionalProperties: false,
  }) as const;
