import { useParams } from 'react-router';
import { useGetNewsItemQuery } from '@/features/news/api';
import { RichText } from '@/components/rich-text';
import { formatDate } from '@/lib/format/date';
import { useLang } from '@/lib/use-lang';

function NewsDetailPage() {
  const lang = useLang();
  const { slug = '' } = useParams();
  const { data: item } = useGetNewsItemQuery({ lang, key: slug });
  if (!item) return null;
  return (
    <article className="article">
      <header className="page-header">
        <time dateTime={item.date ?? undefined}>{formatDate(item.date, lang)}</time>
        <h1>{item.title}</h1>
      </header>
      {item.image && (
        <img
          className="article__image"
          src={item.image.url}
          alt={item.image.alt || item.title}
          width={item.image.width ?? undefined}
          height={item.image.height ?? undefined}
          fetchPriority="high"
        />
      )}
      <RichText html={item.text} />
    </article>
  );
}

export { NewsDetailPage as Component };
