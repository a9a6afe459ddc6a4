import type { Entry, Media } from '@/lib/content-types';

/** A CMS-managed text page: about, survey, client rights, tariffs, open account, ... */
export interface StaticPage extends Entry {
  title: string;
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  body: string | null;
  image: Media | null;
}
