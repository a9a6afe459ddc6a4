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
import { REGION_VALUES, citiesOf } from './regions';

import { APPEAL_FILE_TYPES, REQUEST_TYPES, SUBJECT_TYPES } from './appeal-choices';

/**
 * The appeal form of §3 with the rules of §5; shared by the browser form and the relay. It asks
 * for the human check like the other forms (issue 21): it is the one that takes five files.
 */
export function appealSchema(options: { humanCheck: boolean }) {
  return yup.object({
    name: nameRule(),
    region: choiceRule(REGION_VALUES, 'errors.region'),
    city: trimmed()
      .required('errors.city')
      .test('city-in-region', 'errors.city', (city, context) =>
        citiesOf(String(context.parent.region)).includes(city),
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
  });
}

export type AppealValues = yup.InferType<ReturnType<typeof appealSchema>>;
