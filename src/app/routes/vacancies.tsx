import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { REGIONS } from '@/lib/places/regions';
import { useGetVacanciesQuery } from '@/features/vacancies/api';
import { VacancyFilters } from '@/features/vacancies/components/vacancy-filters';
import { VacancyEmpty } from '@/features/vacancies/components/vacancy-empty';
import {
  filterVacancies,
  vacancyFilterFrom,
  type VacancyFilter,
} from '@/features/vacancies/lib/filter-vacancies';
import type { Vacancy } from '@/features/vacancies/types';
import { MetaPage } from '@/components/meta-page';
import { LocalLink } from '@/components/local-link';
import type { Lang } from '@/lib/lang';
import { useLang } from '@/lib/use-lang';

/** The regions that have vacancies, named in the page language, in the appeal form's order. */
function regionOptions(vacancies: readonly Vacancy[], lang: Lang) {
  const used = new Set(vacancies.map((vacancy) => vacancy.region));
  return REGIONS.filter((region) => used.has(region.uz)).map((region) => ({
    value: region.uz,
    label: region[lang],
  }));
}

function VacanciesPage() {
  const { key } = useLocation();
  // A new navigation (a menu link to /vacancies) starts from the URL's filter again.
  return <VacancySearch key={key} />;
}

function VacancySearch() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const { data: vacancies = [] } = useGetVacanciesQuery(lang);
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState(() => vacancyFilterFrom(params));
  const change = (next: VacancyFilter) => {
    setFilter(next);
    const query = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== ''));
    setParams(query, { replace: true, preventScrollReset: true });
  };
  const shown = filterVacancies(vacancies, filter);
  // Said in the live region, so a screen reader hears the outcome of each change.
  const outcome =
    shown.length > 0
      ? t('vacancies.count', { count: shown.length })
      : t(vacancies.length > 0 ? 'vacancies.empty.title' : 'vacancies.empty.none');
  return (
    <MetaPage>
      <VacancyFilters filter={filter} regions={regionOptions(vacancies, lang)} onChange={change} />
      <p className="vacancy-count" aria-live="polite">
        {outcome}
      </p>
      {shown.length === 0 && vacancies.length > 0 && <VacancyEmpty />}
      {shown.length > 0 && (
        <ul className="vacancy-list">
          {shown.map((vacancy) => (
            <li key={vacancy.slug} className="vacancy-list__item">
              <h2>
                <LocalLink to={`/vacancies/${vacancy.slug}`}>{vacancy.title}</LocalLink>
              </h2>
              <p>{[vacancy.location, vacancy.employment].filter(Boolean).join(' · ')}</p>
            </li>
          ))}
        </ul>
      )}
    </MetaPage>
  );
}

export { VacanciesPage as Component };
