import type { StaticPage } from '@/features/pages/types';
import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import { entry, media, text } from './fields';

export function mapStaticPage(record: PlainRecord, lang: Lang): StaticPage | null {
  const base = entry(record, lang);
  if (!base) return null;
  return {
    ...base,
    title: text(record.title) ?? '',
    body: text(record.body),
    image: media(record.image),
  };
}
