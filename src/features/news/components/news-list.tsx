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
          {item.image && (
            <LocalLink
              to={`/news/${item.slug}`}
              className="news-card__media"
              tabIndex={-1}
              aria-hidden="true"
            >
              <img
                className="news-card__image"
                src={item.image.url}
                alt=""
                loading="lazy"
                width={item.image.width ?? undefined}
                height={item.image.height ?? undefined}
              />
            </LocalLink>
          )}
          <div className="news-card__body">
            <time className="news-card__date" dateTime={item.date ?? undefined}>
              {formatDate(item.date, lang)}
            </time>
            <h3 className="news-card__title">
              <LocalLink to={`/news/${item.slug}`}>{item.title}</LocalLink>
            </h3>
            <p className="news-card__summary">{item.excerpt}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
