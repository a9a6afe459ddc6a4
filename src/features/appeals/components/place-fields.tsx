import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, type OptionGroup } from '@/components/form-fields/select-field';
import type { PlaceOption } from '@/lib/page-data';

interface PlaceFieldsProps {
  /** Every region with its districts and cities, SOATO codes and page-language names (loader data). */
  places: readonly PlaceOption[];
  region?: string;
  city?: string;
  errors: Record<string, string>;
}

/**
 * Region, then a city or district of that region. Until a region is chosen every city is
 * listed under its region, so the pair also works without JavaScript.
 */
export function PlaceFields({ places, region: keptRegion = '', city, errors }: PlaceFieldsProps) {
  const { t } = useTranslation('forms');
  const [region, setRegion] = useState(keptRegion);
  const groups: OptionGroup[] = places
    .filter((item) => !region || item.value === region)
    .map((item) => ({ label: item.label, options: item.cities }));
  return (
    <>
      <SelectField
        name="region"
        label={t('fields.region')}
        required
        placeholder={t('fields.choose')}
        options={places.map(({ value, label }) => ({ value, label }))}
        value={region}
        onChange={(event) => setRegion(event.target.value)}
        error={errors.region}
      />
      <SelectField
        key={region}
        name="city"
        label={t('fields.city')}
        required
        placeholder={t('fields.choose')}
        options={region ? (groups[0]?.options ?? []) : groups}
        defaultValue={region === keptRegion ? city : ''}
        error={errors.city}
      />
    </>
  );
}
