import * as yup from 'yup';
import { HUMAN_CHECK_FIELD } from '@/lib/forms/form-types';
import { LIMITS, humanCheckRule, nameRule, phoneRule, trimmed } from '@/lib/forms/rules';

/** A path on this site: one leading slash (`//host` is another site), no query or fragment. */
const SITE_PATH = /^\/(?!\/)[^\s?#]*$/;

/** The contact modal of §3 with the rules of §5; shared by the browser form and the relay. */
export function contactSchema(options: { humanCheck: boolean }) {
  return yup.object({
    name: nameRule(),
    last_name: trimmed().max(LIMITS.lastNameMax, 'errors.lastNameLength'),
    phone: phoneRule({
      required: 'errors.contactPhoneRequired',
      format: 'errors.contactPhoneFormat',
    }),
    email: trimmed().max(LIMITS.emailMax, 'errors.emailLength').email('errors.contactEmailFormat'),
    /** The page the visitor asked from (a product page, for the call centre), without its query. */
    page_path: trimmed()
      .max(LIMITS.pagePathMax, 'errors.invalidValue')
      .matches(SITE_PATH, { message: 'errors.invalidValue', excludeEmptyString: true }),
    [HUMAN_CHECK_FIELD]: humanCheckRule(options.humanCheck, 'errors.contactRecaptcha'),
  });
}
