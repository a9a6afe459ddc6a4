import type { NewsCategory, NewsItem } from '@/features/news/types';
import { isLang, type Lang } from '@/lib/lang';
import type { PlainRecord } from '../normalize';
import { entry, picture, recordId, records, text, translations } from './fields';

/** List items carry no localizations, so their `translations` stay empty. */
export function mapNewsItem(record: PlainRecord, lang: Lang): NewsItem | null {
  const base = entry(record, lang);
  if (!base) return null;
  const title = text(record.title) ?? '';
  return {
    ...base,
    title,
    date: text(record.date),
    image: picture(record.image, title),
    text: text(record.text),
    updatedAt: text(record.updatedAt),
    translations: translations(record, base.locale),
  };
}

/** Category ids differ per language (v4 README gotcha 2); localizations map them across. */
export function mapNewsCategory(record: PlainRecord, lang: Lang): NewsCategory | null {
  const id = recordId(record);
  if (id === null) return null;
  const locale = isLang(record.locale) ? record.locale : lang;
  const ids: NewsCategory['translations'] = {};
  for (const other of records(record.localizations)) {
    const otherId = recordId(other);
    if (otherId !== null && isLang(other.locale) && other.locale !== locale) {
      ids[other.locale] = otherId;
    }
  }
  return { id, name: text(record.name) ?? '', locale, translations: ids };
}
