import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HUMAN_CHECK_FIELD, TRAP_FIELD } from '@/lib/forms/form-types';
import { FORM_ERROR } from '@/lib/forms/messages';
import type { useFormController } from '@/lib/forms/use-form-controller';
import { FormHumanCheck } from './form-human-check';

interface FormFooterProps {
  form: Pick<ReturnType<typeof useFormController>, 'submitting' | 'messages' | 'humanCheckReset'>;
  /** Forms that ask for reCAPTCHA show it above the button (when the site has a key). */
  humanCheck?: boolean;
}

/** The end of every form: the trap field, reCAPTCHA where asked, the message about the whole form, the button. */
export function FormFooter({ form, humanCheck = false }: FormFooterProps) {
  const { t } = useTranslation('forms');
  const { submitting } = form;
  const error = form.messages[FORM_ERROR];
  return (
    <>
      {/* Off screen, out of the tab order and hidden from screen readers: only scripts fill it. */}
      <div className="form__trap" aria-hidden="true">
        <input type="text" name={TRAP_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {humanCheck && (
        <FormHumanCheck error={form.messages[HUMAN_CHECK_FIELD]} resetKey={form.humanCheckReset} />
      )}
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
    </>
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
