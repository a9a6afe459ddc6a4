import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/components/local-link';

/** Until the contact form exists, the modal points visitors to the appeals page. */
export function ContactModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog ref={dialog} className="modal" onClose={onClose} aria-labelledby="contact-title">
      <h2 id="contact-title">{t('menu.appeals')}</h2>
      <LocalLink to="/appeals" onClick={onClose}>
        {t('menu.appeals')}
      </LocalLink>
      <button type="button" className="button" onClick={() => dialog.current?.close()}>
        ×
      </button>
    </dialog>
  );
}
