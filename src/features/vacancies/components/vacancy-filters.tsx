import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Option } from '@/components/form-fields/select-field';
import { useLocalePath } from '@/lib/use-lang';
import type { VacancyFilter } from '../lib/filter-vacancies';

interface VacancyFiltersProps {
  filter: VacancyFilter;
  /** Regions that have vacancies: the Uzbek name as value, the page language as label. */
  regions: readonly Option[];
  onChange: (filter: VacancyFilter) => void;
}

/**
 * §2.9: a region select and a title input. Without JavaScript the form is a plain GET
 * (`?region=…&title=…`); with it every change filters at once and the button is not needed.
 */
export function VacancyFilters({ filter, regions, onChange }: VacancyFiltersProps) {
  const { t } = useTranslation('content');
  const toLocal = useLocalePath();
  const id = useId();
  const submit = (event: FormEvent) => event.preventDefault();
  return (
    <form
      className="vacancy-filters"
      method="get"
      action={toLocal('/vacancies')}
      role="search"
      aria-label={t('vacancies.filters')}
      onSubmit={submit}
    >
      <div className="vacancy-filters__field">
        <label htmlFor={`${id}-region`}>{t('vacancies.region')}</label>
        <select
          id={`${id}-region`}
          name="region"
          className="form-field__control"
          value={filter.region}
          onChange={(event) => onChange({ ...filter, region: event.target.value })}
        >
          <option value="">{t('vacancies.allRegions')}</option>
          {regions.map((region) => (
            <option key={region.value} value={region.value}>
              {region.label}
            </option>
          ))}
        </select>
      </div>
      <div className="vacancy-filters__field">
        <label htmlFor={`${id}-title`}>{t('vacancies.title')}</label>
        <input
          id={`${id}-title`}
          type="search"
          name="title"
          className="form-field__control"
          value={filter.title}
          maxLength={100}
          placeholder={t('vacancies.titlePlaceholder')}
          onChange={(event) => onChange({ ...filter, title: event.target.value })}
        />
      </div>
      <button type="submit" className="button button--primary vacancy-filters__submit">
        {t('vacancies.apply')}
      </button>
    </form>
  );
}
