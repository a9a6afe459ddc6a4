import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { ContactModal } from './contact-modal';

interface ContactModalControl {
  open(): void;
}

const ContactModalContext = createContext<ContactModalControl | null>(null);

/** One contact modal for the whole page, opened from the chat entry and product pages. */
export function ContactModalProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const control = useMemo(() => ({ open: () => setOpen(true) }), []);
  return (
    <ContactModalContext.Provider value={control}>
      {children}
      {isOpen && <ContactModal onClose={() => setOpen(false)} />}
    </ContactModalContext.Provider>
  );
}

export function useContactModal(): ContactModalControl {
  const control = useContext(ContactModalContext);
  if (!control) throw new Error('useContactModal needs a ContactModalProvider');
  return control;
}
