import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from '@/components/form-fields/field-frame';
import { SelectField } from '@/components/form-fields/select-field';
import { BRANCH_KINDS, BRANCH_SERVICES, REGIONS } from '../types';
import type { BranchFilters } from '../lib/branch-filters';

interface BranchFiltersFormProps {
  filters: BranchFilters;
  /** Absent before hydration: the form is then a plain GET form with a submit button. */
  onChange?: (params: URLSearchParams) => void;
}

/** Inputs are controlled by the URL; the form's own onChange applies every change at once. */
const viaForm = () => {};

const formParams = (form: HTMLFormElement) =>
  new URLSearchParams(
    [...new FormData(form)].map(([key, value]) => [key, String(value)] as [string, string]),
  );

/**
 * §2.9 select filters, a place search, "open now" and tag checkboxes; GET parameters, so they
 * work without JavaScript.
 */
export function BranchFiltersForm({ filters, onChange }: BranchFiltersFormProps) {
  const { t } = useTranslation('content');
  const apply = (event: FormEvent<HTMLFormElement>) => onChange?.(formParams(event.currentTarget));
  // Only the submit is prevented: a checkbox's change comes from its click, and a prevented click
  // puts the box back after React has drawn it ticked, so the next change would read it unticked.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onChange) return;
    event.preventDefault();
    apply(event);
  };
  return (
    <form className="branch-filters" method="get" onChange={apply} onSubmit={submit}>
      <h2 className="visually-hidden">{t('branches.filters.label')}</h2>
      <div className="branch-filters__selects">
        <SelectField
          name="type"
          label={t('branches.filters.type')}
          placeholder={t('branches.filters.anyType')}
          options={BRANCH_KINDS.map((kind) => ({
            value: kind,
            label: t(`branches.types.${kind}`),
          }))}
          value={filters.type ?? ''}
          onChange={viaForm}
        />
        <SelectField
          name="region"
          label={t('branches.filters.region')}
          placeholder={t('branches.filters.anyRegion')}
          options={REGIONS.map((region) => ({
            value: region,
            label: t(`branches.regions.${region}`),
          }))}
          value={filters.region ?? ''}
          onChange={viaForm}
        />
        <FieldFrame name="q" label={t('branches.filters.query')}>
          {(ids) => (
            <input
              {...ids}
              type="search"
              name="q"
              className="form-field__control"
              value={filters.query}
              onChange={viaForm}
            />
          )}
        </FieldFrame>
      </div>
      <label className="branch-filters__tag branch-filters__open">
        <input
          type="checkbox"
          name="open"
          value="1"
          checked={filters.isOpenNow}
          onChange={viaForm}
        />
        <span>{t('branches.filters.openNow')}</span>
      </label>
      <fieldset className="branch-filters__services">
        <legend>{t('branches.filters.services')}</legend>
        {BRANCH_SERVICES.map((service) => (
          <label key={service} className="branch-filters__tag">
            <input
              type="checkbox"
              name="service"
              value={service}
              checked={filters.services.includes(service)}
              onChange={viaForm}
            />
            <span>{t(`branches.services.${service}`)}</span>
          </label>
        ))}
      </fieldset>
      {!onChange && (
        <button type="submit" className="button button--primary branch-filters__apply">
          {t('branches.filters.apply')}
        </button>
      )}
    </form>
  );
}
