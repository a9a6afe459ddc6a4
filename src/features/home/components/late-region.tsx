import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useStillReading } from '@/lib/late-reads';

/** The element id of a late region, which a streamed miss's late HTML names (`data-late-for`). */
export const lateRegionId = (name: string) => `late-region-${name}`;

/**
 * A home region whose read the page does not wait for (`startQuery`). While the server streams a
 * miss's shell and the read is still out, it shows a placeholder of the region's size; its HTML
 * follows once the read answered and src/app/late-regions.ts puts it in place (decision 007). When
 * the read failed the page says so instead of an empty list, and the browser's query hook fills it
 * in.
 */
export function LateRegion<T>(props: {
  name: string;
  /** The endpoint's name and argument, as the loader's `startQuery` read them. */
  read: [endpointName: string, arg: unknown];
  data: T | undefined;
  /** What stands in for the region while its read is out, about its size (no layout shift). */
  placeholder: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const waiting = useStillReading(...props.read) && props.data === undefined;
  return (
    <div
      id={lateRegionId(props.name)}
      className={waiting ? `late-region late-region--waiting` : 'late-region'}
      aria-busy={waiting || undefined}
    >
      {waiting ? (
        props.placeholder
      ) : props.data === undefined ? (
        <p>{t('regionUnavailable')}</p>
      ) : (
        props.children(props.data)
      )}
    </div>
  );
}

/** A list of cards' placeholder: the list's own grid of empty cards, each an image and text. */
export function CardsPlaceholder(props: { listClass: string; cardClass: string; count: number }) {
  return (
    <ul className={props.listClass} aria-hidden="true">
      {Array.from({ length: props.count }, (_, index) => (
        <li key={index} className={`${props.cardClass} late-region__card`}>
          <div className="late-region__image" />
          <div className="late-region__text" />
        </li>
      ))}
    </ul>
  );
}
