import type { MouseEvent, ReactNode } from 'react';
import { useLocalePath } from '@/lib/use-lang';
import { useContactModal } from '../contact-modal-context';

/**
 * Opens the contact modal; without JavaScript it is a link to the contact page, which holds
 * the same form.
 */
export function ContactLink({ className, children }: { className?: string; children: ReactNode }) {
  const modal = useContactModal();
  const to = useLocalePath();
  const open = (event: MouseEvent) => {
    event.preventDefault();
    modal.open();
  };
  return (
    <a href={to('/contact')} className={className} onClick={open}>
      {children}
    </a>
  );
}
