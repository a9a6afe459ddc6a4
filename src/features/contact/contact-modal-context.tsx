import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

// The form, its schema and yup load on the first press, not with every page.
const ContactModal = lazy(() =>
  import('./contact-modal').then((m) => ({ default: m.ContactModal })),
);

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
      {isOpen && (
        <Suspense fallback={null}>
          <ContactModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ContactModalContext.Provider>
  );
}

export function useContactModal(): ContactModalControl {
  const control = useContext(ContactModalContext);
  if (!control) throw new Error('useContactModal needs a ContactModalProvider');
  return control;
}
