import { useActionData, useLoaderData, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ContactForm } from '@/features/contact/components/contact-form';
import type { FormActionData } from '@/lib/forms/form-types';
import type { PageData } from '@/lib/page-data';

/** The contact form as a page: where the modal's trigger leads without JavaScript. */
function ContactPage() {
  const { t } = useTranslation('forms');
  const { formKey } = useLoaderData() as PageData;
  const action = useActionData() as FormActionData | undefined;
  const { pathname } = useLocation();
  return (
    <article className="article">
      <PageHeader title={t('common:meta.contact.title')} />
      <ContactForm formKey={formKey} action={action} pagePath={pathname} />
    </article>
  );
}

export { ContactPage as Component };
