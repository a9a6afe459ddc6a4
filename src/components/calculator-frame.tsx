import { useId, type ReactNode } from 'react';

interface CalculatorFrameProps {
  title: string;
  /** The inputs. */
  form: ReactNode;
  /** Beside the inputs on wide screens, below them on narrow ones. */
  results: ReactNode;
  /** Charts and tables under both. */
  children?: ReactNode;
  note: string;
  className?: string;
}

/** The layout every calculator shares: inputs, live results, details, and the small print. */
export function CalculatorFrame({
  title,
  form,
  results,
  children,
  note,
  className,
}: CalculatorFrameProps) {
  const id = useId();
  return (
    <section className={className ? `calculator ${className}` : 'calculator'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="calculator__grid">
        <form className="calculator__form" onSubmit={(event) => event.preventDefault()}>
          {form}
        </form>
        {results}
      </div>
      {children}
      <p className="calculator__note">{note}</p>
    </section>
  );
}
