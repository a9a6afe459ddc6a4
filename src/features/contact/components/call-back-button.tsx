import { useTranslation } from 'react-i18next';
import { ContactLink } from './contact-link';

/** The product pages' way to the contact form (§2.9, issue 5: reachable from product pages). */
export function CallBackButton() {
  const { t } = useTranslation('forms');
  return (
    <ContactLink className="button button--secondary product-detail__contact">
      {t('contact.open')}
    </ContactLink>
  );
}
