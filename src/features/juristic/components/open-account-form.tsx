import { useTranslation } from 'react-i18next';
import type { Branch } from '@/features/branches/types';
import { ConsentField, EmailField, PhoneField } from '@/components/form-fields/contact-fields';
import { FormFooter, FormThanks } from '@/components/form-fields/form-footer';
import { SelectField } from '@/components/form-fields/select-field';
import { TextField } from '@/components/form-fields/text-field';
import { KEY_FIELD, type FormActionData } from '@/lib/forms/form-types';
import { useFormController } from '@/lib/forms/use-form-controller';
import { useLang } from '@/lib/use-lang';
import { lazyValidator } from '@/lib/forms/lazy-validator';

// No human check on the account request (§1), whatever the site's reCAPTCHA setting.
const validator = lazyValidator(() =>
  import('../open-account-schema').then((m) => m.openAccountSchema({ humanCheck: false })),
);

interface OpenAccountFormProps {
  formKey: string;
  /** Offices (not ATMs) a company may choose to open its account in. */
  branches: readonly Branch[];
  action?: FormActionData;
}

/** The online request to open a company account; posts to the relay, or to the page without JavaScript. */
export function OpenAccountForm({ formKey, branches, action }: OpenAccountFormProps) {
  const { t } = useTranslation('forms');
  const lang = useLang();
  const form = useFormController({ kind: 'open-account', validator, fileFields: [], lang, action });
  const { messages: errors, value } = form;
  if (form.result?.ok) {
    return (
      <FormThanks
        message={t(form.result.state === 'delivered' ? 'openAccount.sent' : 'openAccount.queued')}
        reference={t('common.reference', { reference: form.result.reference })}
      />
    );
  }
  // The slug is the same in every language; a CMS without slugs still gets a name it knows.
  const offices = branches.map((branch) => ({
    value: branch.slug ?? branch.name,
    label: `${branch.name} — ${branch.address}`,
  }));
  return (
    <form
      className="form form--open-account"
      aria-labelledby="open-account-title"
      {...form.formProps}
    >
      <h2 className="form__title" id="open-account-title">
        {t('openAccount.title')}
      </h2>
      <p className="form__lead">{t('openAccount.lead')}</p>
      <input type="hidden" name={KEY_FIELD} value={formKey} />
      <div className="form__grid">
        <TextField
          name="company_name"
          label={t('fields.companyName')}
          required
          autoComplete="organization"
          defaultValue={value('company_name')}
          error={errors.company_name}
          className="form__wide"
        />
        <TextField
          name="inn"
          label={t('fields.inn')}
          required
          inputMode="numeric"
          placeholder="123456789"
          hint={t('fields.innHint')}
          defaultValue={value('inn')}
          error={errors.inn}
        />
        <TextField
          name="contact_person"
          label={t('fields.contactPerson')}
          required
          autoComplete="name"
          defaultValue={value('contact_person')}
          error={errors.contact_person}
        />
        <PhoneField name="phone" defaultValue={value('phone')} error={errors.phone} />
        <EmailField name="email" defaultValue={value('email')} error={errors.email} />
        <SelectField
          name="branch"
          label={t('fields.branch')}
          required
          placeholder={t('fields.choose')}
          options={offices}
          defaultValue={value('branch')}
          error={errors.branch}
          className="form__wide"
        />
      </div>
      <ConsentField name="consent" value={value('consent')} error={errors.consent} />
      <FormFooter form={form} />
    </form>
  );
}
