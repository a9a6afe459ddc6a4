/**
 * Checked by `npm run typecheck`, never run: the zod declaration each collection's answers are
 * documented with (the `schema` of its list and detail in the collection table) must infer the
 * domain type the table's mappers return, so the document cannot describe another type than the
 * one served.
 */
import type { z } from 'zod';
import type { CollectionName, Collections, CollectionTypes } from '../../server/cms/collections';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The declarations of a collection's answers, `never` where it has no list or no detail. */
type Parts<N extends CollectionName> = {
  item: NonNullable<Collections[N]['list']>['schema'];
  detail: NonNullable<Collections[N]['detail']>['schema'];
};

/** True when the declaration infers the type, or when neither exists. */
type Matches<Part extends 'item' | 'detail', N extends CollectionName> = [Parts<N>[Part]] extends [
  never,
]
  ? [CollectionTypes<N>[Part]] extends [never]
    ? true
    : false
  : Parts<N>[Part] extends z.ZodType
    ? Same<z.infer<Parts<N>[Part]>, CollectionTypes<N>[Part]>
    : false;

type Checks = { [N in CollectionName]: [Matches<'item', N>, Matches<'detail', N>] };

export const collectionSchemasMatch: Checks = {} as Record<CollectionName, [true, true]>;
