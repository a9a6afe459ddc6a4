import { useTranslation } from 'react-i18next';
import { FileField } from '@/components/form-fields/file-field';
import {
  ConsentField,
  EmailField,
  NameField,
  PhoneField,
} from '@/components/form-fields/contact-fields';
import { FormFooter, FormThanks } from '@/components/form-fields/form-footer';
import { SelectField } from '@/components/form-fields/select-field';
import { TextField } from '@/components/form-fields/text-field';
import { KEY_FIELD, type FormActionData } from '@/lib/forms/form-types';
import { useFormController } from '@/lib/forms/use-form-controller';
import { useLang } from '@/lib/use-lang';
import { lazyValidator } from '@/lib/forms/lazy-validator';
import { REQUEST_TYPES, SUBJECT_TYPES } from '../appeal-choices';
import type { PlaceOption } from '@/lib/page-data';
import { PlaceFields } from './place-fields';

const FILE_FIELDS = ['files'] as const;
// No human check on the appeal (§1), whatever the site's reCAPTCHA setting.
const validator = lazyValidator(() =>
  import('../appeal-schema').then((m) => m.appealSchema({ humanCheck: false })),
);

/** The appeal form of §3 in two columns; posts to the relay, or to the page without JavaScript. */
export function AppealForm({
  formKey,
  places,
  action,
}: {
  formKey: string;
  places: readonly PlaceOption[];
  action?: FormActionData;
}) {
  const { t } = useTranslation('forms');
  const lang = useLang();
  const form = useFormController({
    kind: 'appeal',
    validator,
    fileFields: FILE_FIELDS,
    lang,
    action,
  });
  const { messages: errors, value } = form;
  if (form.result?.ok) {
    return (
      <FormThanks
        message={t(form.result.state === 'delivered' ? 'appeal.sent' : 'appeal.queued')}
        reference={t('common.reference', { reference: form.result.reference })}
      />
    );
  }
  const choices = (group: 'subjectType' | 'requestType', values: readonly string[]) =>
    values.map((item) => ({ value: item, label: t(`options.${group}.${item}`) }));
  return (
    <form className="form form--appeal" aria-labelledby="appeal-form-title" {...form.formProps}>
      <h2 className="form__title" id="appeal-form-title">
        {t('appeal.title')}
      </h2>
      <p className="form__lead">{t('appeal.lead')}</p>
      <input type="hidden" name={KEY_FIELD} value={formKey} />
      <div className="form__grid">
        <NameField name="name" defaultValue={value('name')} error={errors.name} />
        <EmailField name="email" defaultValue={value('email')} error={errors.email} />
        <PhoneField
          name="phone_number"
          defaultValue={value('phone_number')}
          error={errors.phone_number}
        />
        <PlaceFields
          places={places}
          region={value('region')}
          city={value('city')}
          errors={errors}
        />
        <SelectField
          name="subject_type"
          label={t('fields.subjectType')}
          required
          placeholder={t('fields.choose')}
          options={choices('subjectType', SUBJECT_TYPES)}
          defaultValue={value('subject_type')}
          error={errors.subject_type}
        />
        <SelectField
          name="request_type"
          label={t('fields.requestType')}
          required
          placeholder={t('fields.choose')}
          options={choices('requestType', REQUEST_TYPES)}
          defaultValue={value('request_type')}
          error={errors.request_type}
        />
        <TextField
          name="text"
          label={t('fields.text')}
          required
          rows={6}
          hint={t('fields.textHint')}
          defaultValue={value('text')}
          error={errors.text}
          className="form__wide"
        />
        <FileField
          name="files"
          label={t('fields.files')}
          accept=".pdf,.doc,.docx,.jpg,.jpeg,.png"
          multiple
          hint={t('fields.filesHint')}
          error={errors.files}
          className="form__wide"
        />
      </div>
      <ConsentField name="confirmation" value={value('confirmation')} error={errors.confirmation} />
      <FormFooter form={form} />
    </form>
  );
}
