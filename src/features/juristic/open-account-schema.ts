import * as yup from 'yup';
import { HUMAN_CHECK_FIELD } from '@/lib/forms/form-types';
import {
  LIMITS,
  consentRule,
  emailRule,
  humanCheckRule,
  nameRule,
  phoneRule,
  trimmed,
} from '@/lib/forms/rules';

/** The taxpayer identification number (INN/STIR) of a company in Uzbekistan: 9 digits. */
const INN = /^\d{9}$/;

/** The open-account request (§2.2); shared by the browser form and the relay. */
export function openAccountSchema(options: { humanCheck: boolean }) {
  return yup.object({
    company_name: trimmed()
      .required('errors.companyName')
      .min(LIMITS.nameMin, 'errors.companyName')
      .max(LIMITS.companyNameMax, 'errors.companyName'),
    // People paste the number with spaces between the digit groups.
    inn: yup
      .string()
      .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
      .default('')
      .required('errors.innFormat')
      .matches(INN, 'errors.innFormat'),
    contact_person: nameRule(),
    phone: phoneRule({ required: 'errors.phoneFormat', format: 'errors.phoneFormat' }),
    email: emailRule(),
    /** The branch's name as the visitor saw it in the list (branches have no language-independent key). */
    branch: trimmed().required('errors.branch').max(LIMITS.branchMax, 'errors.branch'),
    consent: consentRule(),
    [HUMAN_CHECK_FIELD]: humanCheckRule(options.humanCheck, 'errors.recaptcha'),
  });
}
