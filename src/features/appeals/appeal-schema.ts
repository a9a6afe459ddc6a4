import * as yup from 'yup';
import { HUMAN_CHECK_FIELD } from '@/lib/forms/form-types';
import {
  LIMITS,
  choiceRule,
  consentRule,
  emailRule,
  filesRule,
  humanCheckRule,
  nameRule,
  phoneRule,
  trimmed,
} from '@/lib/forms/rules';
import { placeCodes, placeOf } from '@/lib/places/places';
import { REGIONS } from '@/lib/places/regions';
import { APPEAL_FILE_TYPES, REQUEST_TYPES, SUBJECT_TYPES } from './appeal-choices';

const REGION_CODES = REGIONS.map((region) => region.code);

/** Names sent for region and city become their codes first (placeCodes says when). */
function withPlaceCodes(value: unknown) {
  if (typeof value !== 'object' || value === null) return value;
  const fields = value as Record<string, unknown>;
  return { ...fields, ...placeCodes(fields.region, fields.city) };
}

/**
 * The appeal form of §3 with the rules of §5; shared by the browser form and the relay. It asks
 * for the human check like the other forms (issue 21): it is the one that takes five files.
 * Region and city are SOATO codes (src/lib/places), the city one of the region's.
 */
export function appealSchema(options: { humanCheck: boolean }) {
  return yup
    .object({
      name: nameRule(),
      region: choiceRule(REGION_CODES, 'errors.region'),
      city: trimmed()
        .required('errors.city')
        .test(
          'city-in-region',
          'errors.city',
          (city, context) => placeOf(city)?.code.startsWith(String(context.parent.region)) === true,
        ),
      email: emailRule(),
      phone_number: phoneRule({ required: 'errors.phoneFormat', format: 'errors.phoneFormat' }),
      subject_type: choiceRule(SUBJECT_TYPES, 'errors.subjectType'),
      request_type: choiceRule(REQUEST_TYPES, 'errors.requestType'),
      text: trimmed()
        .required('errors.textShort')
        .min(LIMITS.appealTextMin, 'errors.textShort')
        .max(LIMITS.appealTextMax, 'errors.textLong'),
      files: filesRule(
        APPEAL_FILE_TYPES,
        { type: 'errors.appealFileType', count: 'errors.appealFileCount' },
        LIMITS.appealFilesMax,
      ),
      confirmation: consentRule(),
      [HUMAN_CHECK_FIELD]: humanCheckRule(options.humanCheck, 'errors.recaptcha'),
    })
    .transform(withPlaceCodes);
}
