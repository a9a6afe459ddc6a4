import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import { useSearchQuery } from '@/features/search/api';
import { searchQuery } from '@/features/search/types';
import { MetaPage } from '@/components/meta-page';
import { SearchResults } from '@/features/search/components/search-results';
import { NothingFound } from '@/features/search/components/nothing-found';
import { useLang, useLocalePath } from '@/lib/use-lang';

function SearchPage() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const toLocal = useLocalePath();
  const [params] = useSearchParams();
  const query = searchQuery(params.get('query'));
  const { data: hits = [], isSuccess } = useSearchQuery({ lang, query }, { skip: !query });
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
      {query && hits.length > 0 && (
        <p className="search-summary">{t('search.found', { count: hits.length, query })}</p>
      )}
      {query && isSuccess && hits.length === 0 && <NothingFound query={query} />}
      <SearchResults hits={hits} />
    </MetaPage>
  );
}

export { SearchPage as Component };
