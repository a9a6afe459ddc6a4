import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useGetNewsCategoriesQuery, useGetNewsQuery } from '@/features/news/api';
import { NewsList } from '@/features/news/components/news-list';
import { parseNewsSearch } from '@/features/news/news-search';
import { MetaPage } from '@/components/meta-page';
import { pageSearch } from '@/lib/page-query';
import { newsCategoryQuery } from '@/lib/paths';
import { useLang, useLocalePath } from '@/lib/use-lang';

function NewsPage() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const toLocal = useLocalePath();
  const [params] = useSearchParams();
  const location = useLocation();
  const { page, category } = parseNewsSearch(params) ?? { page: 1 };
  const { data: categories = [] } = useGetNewsCategoriesQuery(lang);
  const { data: news } = useGetNewsQuery(
    category === undefined ? { lang, page } : { lang, page, category },
  );
  const pageLink = (target: number) => {
    // Only what the page reads: the server rendered it without the rest (tracking tags).
    const next = new URLSearchParams(pageSearch(location.pathname, location.search));
    next.set('page', String(target));
    return `?${next.toString()}`;
  };
  return (
    <MetaPage
      header={
        <nav className="tabs" aria-label={t('news.categories')}>
          <Link
            className="tabs__tab"
            to={toLocal('/news')}
            aria-current={category === undefined ? 'page' : undefined}
          >
            {t('news.all')}
          </Link>
          {categories.map((c) => (
            <Link
              key={c.id}
              className="tabs__tab"
              to={toLocal(`/news${newsCategoryQuery(c.id)}`)}
              aria-current={c.id === category ? 'page' : undefined}
            >
              {c.name}
            </Link>
          ))}
        </nav>
      }
    >
      <NewsList items={news?.items ?? []} placement="page" />
      {news && news.pageCount > 1 && (
        <nav className="pagination" aria-label={t('news.pages')}>
          {Array.from({ length: news.pageCount }, (_, i) => i + 1).map((n) => (
            <Link key={n} to={pageLink(n)} aria-current={n === news.page ? 'page' : undefined}>
              {n}
            </Link>
          ))}
        </nav>
      )}
    </MetaPage>
  );
}

export { NewsPage as Component };
