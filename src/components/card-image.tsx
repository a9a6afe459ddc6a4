import type { Media } from '@/lib/content-types';

/**
 * Where a list of cards stands: `page` when it is the page's own content right under the h1
 * (titles are h2, the first card's picture is the page's LCP element), `section` under a section
 * heading further down (h3 titles, every picture lazy).
 */
export type ListPlacement = 'page' | 'section';

/** The element of a card's title by its list's placement. */
export const CARD_TITLE = { page: 'h2', section: 'h3' } as const;

/** A card's decorative picture: lazy, unless it is the LCP element, which loads first. */
export function CardImage(props: { className: string; image: Media; isLcp: boolean }) {
  const { className, image, isLcp } = props;
  return (
    <img
      className={className}
      src={image.url}
      alt=""
      {...(isLcp ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
    />
  );
}
