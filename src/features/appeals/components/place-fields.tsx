import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { SelectField, type OptionGroup } from '@/components/form-fields/select-field';
import { useLang } from '@/lib/use-lang';
import { REGIONS, type PlaceName } from '../regions';

interface PlaceFieldsProps {
  region?: string;
  city?: string;
  errors: Record<string, string>;
}

/**
 * Region, then a city or district of that region. Until a region is chosen every city is
 * listed under its region, so the pair also works without JavaScript.
 */
export function PlaceFields({ region: keptRegion = '', city, errors }: PlaceFieldsProps) {
  const { t } = useTranslation('forms');
  const lang = useLang();
  const [region, setRegion] = useState(keptRegion);
  const option = (place: PlaceName) => ({ value: place.uz, label: place[lang] });
  const groups: OptionGroup[] = REGIONS.filter((item) => !region || item.uz === region).map(
    (item) => ({
      label: item[lang],
      options: item.cities.map(option),
    }),
  );
  return (
    <>
      <SelectField
        name="region"
        label={t('fields.region')}
        required
        placeholder={t('fields.choose')}
        options={REGIONS.map(option)}
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
