import type { Entry, Media } from '@/lib/content-types';

/** A CMS-managed text page: about, survey, client rights, tariffs, open account, ... */
export interface StaticPage extends Entry {
  title: string;
  /** Markdown. */
  body: string | null;
  image: Media | null;
}
