/**
 * Checked by `npm run typecheck`, never run: the zod declaration each collection's answers are
 * documented with (COLLECTION_SCHEMAS) must infer the domain type the collection table's
 * mappers return, so the document cannot describe another type than the one served.
 */
import type { z } from 'zod';
import type { CollectionName } from '@/lib/api/collections';
import type { CollectionTypes } from '../../server/cms/collections';
import type { COLLECTION_SCHEMAS } from '../../server/api/openapi-collections';
import type { DECLARATIONS } from '../../server/api/openapi-domain';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type Schemas = typeof COLLECTION_SCHEMAS;

/** True when the declaration infers the type, or when neither exists. */
type Matches<Part extends 'item' | 'detail', N extends CollectionName> =
  Schemas[N] extends Record<Part, infer Name extends keyof typeof DECLARATIONS>
    ? Same<z.infer<(typeof DECLARATIONS)[Name]>, CollectionTypes<N>[Part]>
    : [CollectionTypes<N>[Part]] extends [never]
      ? true
      : false;

type Checks = { [N in CollectionName]: [Matches<'item', N>, Matches<'detail', N>] };

export const collectionSchemasMatch: Checks = {} as Record<CollectionName, [true, true]>;
