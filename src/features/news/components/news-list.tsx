import { LocalLink } from '@/components/local-link';
import { CardImage, CARD_TITLE, type ListPlacement } from '@/components/card-image';
import { formatDate } from '@/lib/format/date';
import { useLang } from '@/lib/use-lang';
import type { NewsItem } from '../types';

export function NewsList(props: { items: NewsItem[]; placement: ListPlacement }) {
  const { items, placement } = props;
  const lang = useLang();
  const Title = CARD_TITLE[placement];
  return (
    <ul className="news-list">
      {items.map((item, index) => (
        <li key={item.slug} className="news-card">
          {item.image && (
            <LocalLink
              to={`/news/${item.slug}`}
              className="news-card__media"
              tabIndex={-1}
              aria-hidden="true"
            >
              <CardImage
                className="news-card__image"
                image={item.image}
                isLcp={placement === 'page' && index === 0}
              />
            </LocalLink>
          )}
          <div className="news-card__body">
            <time className="news-card__date" dateTime={item.date ?? undefined}>
              {formatDate(item.date, lang)}
            </time>
            <Title className="news-card__title">
              <LocalLink to={`/news/${item.slug}`}>{item.title}</LocalLink>
            </Title>
            <p className="news-card__summary">{item.excerpt}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
