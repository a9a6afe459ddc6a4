import type { Lang } from './lang';
import type { PublicConfig } from './public-config';
import type { ResourceLanguage } from 'i18next';

/** Hashed client files a page needs, so the hydrated document matches the server's. */
export interface DocumentAssets {
  entry: string;
  css: string[];
  preloads: string[];
  /** Inter's variable font file of each subset the first screen may use. */
  fonts: { latin: string; cyrillic: string };
}

/**
 * A query a loader answered on the server, in the shape RTK Query's `api.util.upsertQueryEntries`
 * takes: the browser seeds its store with these before hydrating. Plain results, not RTK's state,
 * so an unchanged page is the same bytes on every render (no request ids or timestamps).
 */
export interface QueryAnswer {
  endpointName: string;
  arg: unknown;
  value: unknown;
}

/** Everything the server hands to the browser, as JSON in a non-executable script element. */
export interface BootData {
  lang: Lang;
  /** The answers the page's loaders read, in a fixed order. */
  queries: QueryAnswer[];
  router: {
    loaderData: Record<string, unknown>;
    errors: Record<
      string,
      { status: number; statusText: string; data: unknown; internal: boolean }
    > | null;
    /** The result of a plain form POST, so the hydrated page shows what the server rendered. */
    actionData?: Record<string, unknown> | null;
  };
  /**
   * The page language's bundles of the namespaces the render translated with, by namespace: the
   * browser's i18next starts from them; the other namespaces load when first needed.
   */
  translations: Record<string, ResourceLanguage>;
  config: PublicConfig;
  assets: DocumentAssets;
  /** Error pages only (never cached): the request id and URL the page names for support. */
  request?: { id: string; url: string };
  /** An editor's preview of CMS drafts: the bar shows, and every read goes to the server. */
  preview?: true;
}

export const BOOT_ELEMENT_ID = 'boot-data';

/** Where the server serves a file of the client build (dist/client/assets). */
export const assetUrl = (file: string) => `/assets/${file}`;
