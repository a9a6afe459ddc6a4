import * as yup from 'yup';
import type { FileType } from '@/lib/forms/form-types';
import {
  LIMITS,
  choiceRule,
  consentRule,
  emailRule,
  filesRule,
  nameRule,
  phoneRule,
  trimmed,
} from '@/lib/forms/rules';
import { REGION_VALUES, citiesOf } from './regions';

export const SUBJECT_TYPES = ['individual_entity', 'legal_entity'] as const;
export const REQUEST_TYPES = [
  'request',
  'complain',
  'offer',
  'consultation',
  'make_appointment',
] as const;
/** Appeals may carry photos of receipts or documents as well as office files. */
export const APPEAL_FILE_TYPES: readonly FileType[] = ['pdf', 'doc', 'docx', 'jpeg', 'png'];

/** The appeal form of §3 with the rules of §5; shared by the browser form and the relay. */
export function appealSchema() {
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
  });
}

export type AppealValues = yup.InferType<ReturnType<typeof appealSchema>>;
