import { z } from 'zod';
import { Entry, Media } from '@/lib/content-schemas.server';

/** A CMS-managed text page: about, survey, client rights, tariffs, open account, ... */
export const StaticPage = Entry.extend({
  title: z.string(),
  /** CMS Markdown; the read API sends it as sanitized HTML (server/api/rich-text.ts). */
  body: z.string().nullable(),
  image: Media.nullable(),
}).meta({ id: 'StaticPage' });
