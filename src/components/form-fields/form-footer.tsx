import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';

interface FormFooterProps {
  submitting: boolean;
  /** A message about the form as a whole (a failed send, a rate limit), already translated. */
  error?: string;
}

export function FormFooter({ submitting, error }: FormFooterProps) {
  const { t } = useTranslation('forms');
  return (
    <div className="form__footer">
      {error && (
        <p className="form__alert" role="alert">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary form__submit"
        disabled={submitting}
        aria-busy={submitting}
      >
        {submitting ? t('common.submitting') : t('common.submit')}
      </button>
    </div>
  );
}

interface FormThanksProps {
  message: string;
  /** The submission id, for the visitor's records. */
  reference?: string;
  children?: ReactNode;
}

export function FormThanks({ message, reference, children }: FormThanksProps) {
  return (
    <div className="form-thanks" role="status">
      <p className="form-thanks__message">{message}</p>
      {reference && <p className="form-thanks__reference">{reference}</p>}
      {children}
    </div>
  );
}
