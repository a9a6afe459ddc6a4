import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from './components/contact-form';

/** The contact form in a modal dialog (opened from the chat entry and product pages). */
export function ContactModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('forms');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      className="contact-modal"
      onClose={onClose}
      aria-labelledby="contact-modal-title"
    >
      <div className="contact-modal__head">
        <h2 className="contact-modal__title" id="contact-modal-title">
          {t('common:meta.contact.title')}
        </h2>
        <button
          type="button"
          className="contact-modal__close"
          onClick={close}
          aria-label={t('contact.close')}
        >
          ×
        </button>
      </div>
      <ContactForm
        // The modal opens in the browser only, over the page the visitor asks about.
        pagePath={window.location.pathname}
        after={
          <button type="button" className="button button--secondary" onClick={close}>
            {t('contact.close')}
          </button>
        }
      />
    </dialog>
  );
}
