import * as yup from 'yup';
import { HUMAN_CHECK_FIELD, type FileType } from '@/lib/forms/form-types';
import {
  consentRule,
  emailRule,
  filesRule,
  humanCheckRule,
  nameRule,
  phoneRule,
  trimmed,
} from '@/lib/forms/rules';

export const CV_FILE_TYPES: readonly FileType[] = ['pdf', 'doc', 'docx'];

/** The vacancy application of §3 with the rules of §5; shared by the browser form and the relay. */
export function vacancyApplicationSchema(options: { humanCheck: boolean }) {
  return yup.object({
    /** The vacancy's slug; the relay links the application to it in the page's language. */
    vacancy: trimmed().required('errors.vacancyNotFound'),
    name: nameRule(),
    email: emailRule(),
    phone: phoneRule({ required: 'errors.phoneFormat', format: 'errors.phoneFormat' }),
    cv_file: filesRule(CV_FILE_TYPES, { type: 'errors.cvType' }, 1).min(1, 'errors.cvRequired'),
    consent: consentRule(),
    [HUMAN_CHECK_FIELD]: humanCheckRule(options.humanCheck, 'errors.recaptcha'),
  });
}
