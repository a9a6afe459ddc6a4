/**
 * Checked by `npm run typecheck`, never run: each answer schema of the OpenAPI document, turned
 * back into a type, must equal the domain type the collection table's mappers return (and search
 * its hits), so neither can change alone.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { CollectionName } from '@/lib/api/collections';
import type { Page } from '@/lib/content-types';
import type { NewsItem } from '@/features/news/types';
import type { SearchHit } from '@/features/search/types';
import type { CollectionTypes } from '../../server/cms/collections';
import type { COLLECTION_SCHEMAS } from '../../server/api/openapi-collections';
import type * as S from '../../server/api/openapi-domain';
import type { pageOf } from '../../server/api/openapi-schema-kit';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Is<Schema extends JSONSchema, Type> = Same<FromSchema<Schema>, Type>;

type Schemas = typeof COLLECTION_SCHEMAS;

/** True when the schema describes the type, or when neither exists. */
type Matches<Part extends 'item' | 'detail', N extends CollectionName> =
  Schemas[N] extends Record<Part, infer Schema extends JSONSchema>
    ? Is<Schema, CollectionTypes<N>[Part]>
    : [CollectionTypes<N>[Part]] extends [never]
      ? true
      : false;

type Checks = { [N in CollectionName]: [Matches<'item', N>, Matches<'detail', N>] };

export const collectionSchemasMatch: Checks = {} as Record<CollectionName, [true, true]>;

export const otherSchemasMatch: [
  Is<typeof S.SearchHit, SearchHit>,
  Is<ReturnType<typeof pageOf<typeof S.NewsItem>>, Page<NewsItem>>,
] = [true, true];
