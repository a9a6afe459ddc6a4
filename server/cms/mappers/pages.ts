import type { StaticPage } from '@/features/pages/types';
import type { Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import { entry, picture, text } from './fields';

export function mapStaticPage(record: PlainRecord, lang: Lang): StaticPage | null {
  const base = entry(record, lang);
  if (!base) return null;
  const title = text(record.title) ?? '';
  return {
    ...base,
    title,
    body: text(record.body),
    image: picture(record.image, title),
  };
}
