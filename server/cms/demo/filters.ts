import { SYSTEM_FIELDS, type ContentType, type RelationField } from './content-fields';
import type { Row } from './content-store';
import { invalidParameter } from './strapi-errors';
import { asRecord, compareValues, isRecord, toList } from './values';

export type RowPredicate = (row: Row) => boolean;

export interface FilterContext {
  typeOf(api: string): ContentType;
  /** The rows a relation points at, in the language of `row`. */
  related(field: RelationField, row: Row): Row[];
}

type Operator = (actual: unknown, expected: unknown) => boolean;

/** Query strings carry text; compare it as the stored value's type, as the database would. */
function coerce(actual: unknown, expected: unknown): unknown {
  if (typeof actual === 'number') return Number(expected);
  if (typeof actual === 'boolean') return expected === true || expected === 'true';
  return expected;
}

function compare(actual: unknown, expected: unknown): number {
  return compareValues(actual, coerce(actual, expected));
}

const text = (value: unknown) => String(value ?? '');
const equals: Operator = (actual, expected) => actual === coerce(actual, expected);
const isIn: Operator = (actual, expected) => toList(expected).some((item) => equals(actual, item));

const OPERATORS: Readonly<Record<string, Operator>> = {
  $eq: equals,
  $ne: (actual, expected) => actual !== coerce(actual, expected),
  $in: isIn,
  $notIn: (actual, expected) => !isIn(actual, expected),
  $lt: (actual, expected) => actual !== null && compare(actual, expected) < 0,
  $lte: (actual, expected) => actual !== null && compare(actual, expected) <= 0,
  $gt: (actual, expected) => actual !== null && compare(actual, expected) > 0,
  $gte: (actual, expected) => actual !== null && compare(actual, expected) >= 0,
  $null: (actual, expected) => (actual === null) === (expected === true || expected === 'true'),
  $notNull: (actual, expected) => (actual !== null) === (expected === true || expected === 'true'),
  $contains: (actual, expected) => text(actual).includes(text(expected)),
  $containsi: (actual, expected) =>
    text(actual).toLowerCase().includes(text(expected).toLowerCase()),
  $startsWith: (actual, expected) => text(actual).startsWith(text(expected)),
  $endsWith: (actual, expected) => text(actual).endsWith(text(expected)),
};

/**
 * Compiles Strapi 4 `filters` into a row predicate. Compiling first validates the whole
 * filter, so an unknown field is a 400 even when no row would be tested.
 */
export function compileFilters(
  type: ContentType,
  filters: unknown,
  context: FilterContext,
): RowPredicate {
  const parts = Object.entries(asRecord(filters)).map(([key, condition]) =>
    compileKey(type, key, condition, context),
  );
  return (row) => parts.every((part) => part(row));
}

function compileKey(
  type: ContentType,
  key: string,
  condition: unknown,
  context: FilterContext,
): RowPredicate {
  if (key === '$and' || key === '$or') {
    const parts = toList(condition).map((item) => compileFilters(type, item, context));
    return key === '$and'
      ? (row) => parts.every((part) => part(row))
      : (row) => parts.some((part) => part(row));
  }
  if (key === '$not') {
    const inner = compileFilters(type, condition, context);
    return (row) => !inner(row);
  }
  const field = type.fields.find((candidate) => candidate.name === key);
  if (field?.kind === 'relation') {
    const inner = compileFilters(context.typeOf(field.target), condition, context);
    return (row) => context.related(field, row).some(inner);
  }
  if (field?.kind === 'scalar' || SYSTEM_FIELDS.includes(key)) {
    const test = compileCondition(condition);
    return (row) => test(fieldValue(row, key));
  }
  throw invalidParameter(key);
}

function compileCondition(condition: unknown): (value: unknown) => boolean {
  if (!isRecord(condition)) return (value) => equals(value, condition);
  const tests = Object.entries(condition).map(([name, expected]) => {
    const operator = OPERATORS[name];
    if (!operator) throw invalidParameter(name);
    return (value: unknown) => operator(value, expected);
  });
  return (value) => tests.every((test) => test(value));
}

export function fieldValue(row: Row, name: string): unknown {
  switch (name) {
    case 'id':
    case 'locale':
    case 'createdAt':
    case 'updatedAt':
    case 'publishedAt':
      return row[name];
    default:
      return row.values[name] ?? null;
  }
}
