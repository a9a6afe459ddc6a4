import { useTranslation } from 'react-i18next';
import { FileField } from '@/components/form-fields/file-field';
import {
  ConsentField,
  EmailField,
  NameField,
  PhoneField,
} from '@/components/form-fields/contact-fields';
import { FormFooter, FormThanks } from '@/components/form-fields/form-footer';
import { KEY_FIELD, type FormActionData } from '@/lib/forms/form-types';
import { useFormController } from '@/lib/forms/use-form-controller';
import { usePublicConfig } from '@/lib/public-config';
import { useLang } from '@/lib/use-lang';
import { humanCheckValidators } from '@/lib/forms/lazy-validator';

const FILE_FIELDS = ['cv_file'] as const;

interface VacancyApplicationFormProps {
  vacancySlug: string;
  formKey: string;
  action?: FormActionData;
}

const validatorFor = humanCheckValidators((options) =>
  import('../vacancy-application-schema').then((m) => m.vacancyApplicationSchema(options)),
);

/** §4: idle → 'Submitting...' → thank you. */
export function VacancyApplicationForm({
  vacancySlug,
  formKey,
  action,
}: VacancyApplicationFormProps) {
  const { t } = useTranslation('forms');
  const lang = useLang();
  const siteKey = usePublicConfig().recaptchaSiteKey;
  const validator = validatorFor(siteKey);
  const form = useFormController({
    kind: 'vacancy-application',
    validator,
    fileFields: FILE_FIELDS,
    lang,
    action,
  });
  const { messages: errors, value } = form;
  if (form.result?.ok)
    return (
      <FormThanks
        message={t(form.result.state === 'delivered' ? 'vacancy.sent' : 'vacancy.queued')}
        reference={t('common.reference', { reference: form.result.reference })}
      />
    );
  return (
    <form className="form form--vacancy" aria-labelledby="vacancy-form-title" {...form.formProps}>
      <h2 className="form__title" id="vacancy-form-title">
        {t('vacancy.title')}
      </h2>
      <input type="hidden" name={KEY_FIELD} value={formKey} />
      <input type="hidden" name="vacancy" value={vacancySlug} />
      <div className="form__grid">
        <NameField name="name" defaultValue={value('name')} error={errors.name} />
        <EmailField name="email" defaultValue={value('email')} error={errors.email} />
        <PhoneField name="phone" defaultValue={value('phone')} error={errors.phone} />
        <FileField
          name="cv_file"
          label={t('fields.cv')}
          required
          accept=".pdf,.doc,.docx"
          hint={t('fields.cvHint')}
          error={errors.cv_file ?? errors.vacancy}
          className="form__wide"
        />
      </div>
      <ConsentField name="consent" value={value('consent')} error={errors.consent} />
      <FormFooter form={form} humanCheck />
    </form>
  );
}
