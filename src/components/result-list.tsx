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
 * region says why instead. `conditions` names the product terms the figures follow; it sits
 * outside the live region because it does not change with the input.
 */
export function ResultList({
  title,
  items,
  problem,
  conditions,
}: {
  title: string;
  items: ResultItem[];
  problem: string | null;
  conditions?: string | undefined;
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
      {conditions && <p className="results__conditions">{conditions}</p>}
    </section>
  );
}
