import type { ReactNode } from 'react';

export interface ResultItem {
  key: string;
  label: string;
  value: ReactNode;
  /** The figure the visitor came for, shown larger. */
  isMain?: boolean;
}

/**
 * Calculator results, announced politely as they change; when the input cannot be calculated the
 * region says why instead.
 */
export function ResultList({
  title,
  items,
  problem,
}: {
  title: string;
  items: ResultItem[];
  problem: string | null;
}) {
  return (
    <section className="results" aria-label={title}>
      <div className="results__live" aria-live="polite" aria-atomic="true">
        {problem ? (
          <p className="results__problem">{problem}</p>
        ) : (
          <dl className="results__list">
            {items.map((item) => (
              <div
                key={item.key}
                className={item.isMain ? 'results__item results__item--main' : 'results__item'}
                data-result={item.key}
              >
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
