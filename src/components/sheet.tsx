import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusableIn } from './use-dismiss';

interface SheetProps {
  id: string;
  title: string;
  isOpen: boolean;
  children: ReactNode;
}

/**
 * A panel that slides up from the bottom bar (§2.7, at most 90% of the screen). Its opener owns the
 * open state; a closed sheet stays mounted but inert, so it can slide out and never takes focus.
 */
export function Sheet({ id, title, isOpen, children }: SheetProps) {
  const root = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (isOpen) focusableIn(root.current)[0]?.focus({ preventScroll: true });
  }, [isOpen]);
  return (
    <section
      id={id}
      ref={root}
      className="sheet"
      role="dialog"
      aria-labelledby={titleId}
      data-open={isOpen || undefined}
      inert={!isOpen}
    >
      <span className="sheet__handle" aria-hidden="true" />
      <h2 id={titleId} className="sheet__title">
        {title}
      </h2>
      <div className="sheet__body">{children}</div>
    </section>
  );
}
