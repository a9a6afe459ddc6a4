import { useLoaderData } from 'react-router';
import type { PageData } from './page-data';

/** The title and description the route loader chose, so pages do not compute them twice. */
export function usePageMeta(): PageData['meta'] {
  return (useLoaderData() as PageData).meta;
}
