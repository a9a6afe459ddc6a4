import type { Resource } from 'i18next';
import type { Lang } from './lang';
import type { PublicConfig } from './public-config';

/** Everything the server hands to the browser in one inline script. */
export interface BootData {
  lang: Lang;
  state: unknown;
  router: {
    loaderData: Record<string, unknown>;
    errors: Record<
      string,
      { status: number; statusText: string; data: unknown; internal: boolean }
    > | null;
    /** The result of a plain form POST, so the hydrated page shows what the server rendered. */
    actionData?: Record<string, unknown> | null;
  };
  i18n: Resource;
  config: PublicConfig;
}

export const BOOT_GLOBAL = '__BOOT__';
