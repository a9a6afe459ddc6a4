import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, PhoneField } from '@/components/form-fields/contact-fields';
import { FormFooter, FormThanks } from '@/components/form-fields/form-footer';
import { TextField } from '@/components/form-fields/text-field';
import { KEY_FIELD, type FormActionData } from '@/lib/forms/form-types';
import { newSubmissionKey } from '@/lib/forms/submission-key';
import { useFormController } from '@/lib/forms/use-form-controller';
import { usePublicConfig } from '@/lib/public-config';
import { useLang } from '@/lib/use-lang';
import { humanCheckValidators } from '@/lib/forms/lazy-validator';

interface ContactFormProps {
  /** From the page loader; the modal makes its own. */
  formKey?: string;
  action?: FormActionData;
  /** Shown under the confirmation (the modal's close button). */
  after?: ReactNode;
  /** The page the visitor asks from (a product page), sent for the call centre. */
  pagePath?: string;
}

const validatorFor = humanCheckValidators((options) =>
  import('../contact-schema').then((m) => m.contactSchema(options)),
);

/** The contact form of §3: fill → send → 'an operator will call you back'. */
export function ContactForm({ formKey, action, after, pagePath }: ContactFormProps) {
  const { t } = useTranslation('forms');
  const lang = useLang();
  const siteKey = usePublicConfig().recaptchaSiteKey;
  const key = useMemo(() => formKey ?? newSubmissionKey(), [formKey]);
  const validator = validatorFor(siteKey);
  const form = useFormController({ kind: 'contact', validator, fileFields: [], lang, action });
  const { messages: errors, value } = form;
  if (form.result?.ok)
    return (
      <FormThanks
        message={t('contact.sent')}
        reference={t('common.reference', { reference: form.result.reference })}
      >
        {after}
      </FormThanks>
    );
  return (
    <form
      className="form form--contact"
      aria-label={t('common:meta.contact.title')}
      {...form.formProps}
    >
      <p className="form__lead">{t('common:meta.contact.description')}</p>
      <input type="hidden" name={KEY_FIELD} value={key} />
      {pagePath && <input type="hidden" name="page_path" value={pagePath} />}
      <div className="form__grid">
        <TextField
          name="name"
          label={t('fields.firstName')}
          required
          autoComplete="given-name"
          defaultValue={value('name')}
          error={errors.name}
        />
        <TextField
          name="last_name"
          label={t('fields.lastName')}
          autoComplete="family-name"
          defaultValue={value('last_name')}
          error={errors.last_name}
        />
        <PhoneField name="phone" defaultValue={value('phone')} error={errors.phone} />
        <EmailField
          name="email"
          required={false}
          defaultValue={value('email')}
          error={errors.email}
        />
      </div>
      <FormFooter form={form} humanCheck />
    </form>
  );
}
