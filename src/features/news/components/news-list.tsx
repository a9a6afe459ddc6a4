import { LocalLink } from '@/components/local-link';
import { formatDate } from '@/lib/format/date';
import { useLang } from '@/lib/use-lang';
import type { NewsItem } from '../types';

export function NewsList({ items }: { items: NewsItem[] }) {
  const lang = useLang();
  return (
    <ul className="news-list">
      {items.map((item) => (
        <li key={item.slug} className="news-card">
          {item.image && <img src={item.image.url} alt={item.image.alt || item.title} loading="lazy" />}
          <time dateTime={item.date ?? undefined}>{formatDate(item.date, lang)}</time>
          <h3>
            <LocalLink to={`/news/${item.slug}`}>{item.title}</LocalLink>
          </h3>
        </li>
      ))}
    </ul>
  );
}
