import { useTranslation } from 'react-i18next';
import { CheckboxField } from './checkbox-field';
import { TextField } from './text-field';

interface ContactFieldProps {
  name: string;
  required?: boolean;
  defaultValue?: string;
  error?: string;
}

/** The full-name input of the appeal and vacancy forms (§3: name 3 to 100 characters). */
export function NameField(field: ContactFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <TextField
      {...field}
      label={t('fields.name')}
      required
      autoComplete="name"
      className="form__wide"
    />
  );
}

/** The e-mail input every form shares: label, placeholder and keyboard from the forms strings. */
export function EmailField({ required = true, ...field }: ContactFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <TextField
      {...field}
      type="email"
      label={t('fields.email')}
      required={required}
      autoComplete="email"
      inputMode="email"
      placeholder={t('fields.emailPlaceholder')}
    />
  );
}

/** The +998 phone input every form shares. */
export function PhoneField(field: ContactFieldProps) {
  const { t } = useTranslation('forms');
  return (
    <TextField
      {...field}
      type="tel"
      label={t('fields.phone')}
      required
      autoComplete="tel"
      inputMode="tel"
      placeholder={t('fields.phonePlaceholder')}
    />
  );
}

/** The consent box (§5) of the forms that take personal data; ticked again after a no-JS resend. */
export function ConsentField({
  name,
  value,
  error,
}: {
  name: string;
  value?: string;
  error?: string;
}) {
  const { t } = useTranslation('forms');
  return (
    <CheckboxField
      name={name}
      label={t('common.consent')}
      defaultChecked={value === 'on'}
      error={error}
    />
  );
}
