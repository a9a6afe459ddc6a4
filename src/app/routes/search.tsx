import { useTranslation } from '@/lib/use-translation';
import { Form, useSearchParams } from 'react-router';
import { useSearchQuery } from '@/features/search/api';
import { MetaPage } from '@/components/meta-page';
import { LocalLink } from '@/components/local-link';
import { useLang, useLocalePath } from '@/lib/use-lang';

export function SearchPage() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const toLocal = useLocalePath();
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const { data: hits = [] } = useSearchQuery({ lang, query }, { skip: !query });
  return (
    <MetaPage
      header={
        <Form method="get" action={toLocal('/search')} role="search" className="search-form">
          <input type="search" name="query" defaultValue={query} aria-label={t('search.label')} />
          <button type="submit" className="button button--primary">
            {t('search.submit')}
          </button>
        </Form>
      }
    >
      {query && (
        <p className="search-summary">{t('search.found', { count: hits.length, query })}</p>
      )}
      <ul className="search-results">
        {hits.map((hit) => (
          <li key={`${hit.kind}:${hit.path}`}>
            <span className="search-results__kind">{t(`search.kinds.${hit.kind}`)}</span>
            <h3>
              <LocalLink to={hit.path}>{hit.title}</LocalLink>
            </h3>
            <p>{hit.snippet}</p>
          </li>
        ))}
      </ul>
    </MetaPage>
  );
}
