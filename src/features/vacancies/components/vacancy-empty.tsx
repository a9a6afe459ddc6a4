import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/components/local-link';

/**
 * What to do when the filter leaves no vacancy: widen it, or drop it with a plain link (it works
 * without JavaScript, and a new navigation starts the page from the URL's empty filter).
 */
export function VacancyEmpty() {
  const { t } = useTranslation('content');
  return (
    <div className="vacancy-empty">
      <p>{t('vacancies.empty.hint')}</p>
      <LocalLink className="button button--primary" to="/vacancies">
        {t('vacancies.empty.showAll')}
      </LocalLink>
    </div>
  );
}
