import { useGetVacanciesQuery } from '@/features/vacancies/api';
import { MetaPage } from '@/components/meta-page';
import { LocalLink } from '@/components/local-link';
import { useLang } from '@/lib/use-lang';

export function VacanciesPage() {
  const { data: vacancies = [] } = useGetVacanciesQuery(useLang());
  return (
    <MetaPage>
      <ul className="vacancy-list">
        {vacancies.map((vacancy) => (
          <li key={vacancy.slug} className="vacancy-list__item">
            <h3>
              <LocalLink to={`/vacancies/${vacancy.slug}`}>{vacancy.title}</LocalLink>
            </h3>
            <p>{[vacancy.location, vacancy.employment].filter(Boolean).join(' · ')}</p>
          </li>
        ))}
      </ul>
    </MetaPage>
  );
}
