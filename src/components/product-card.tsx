import type { Media } from '@/lib/content-types';
import { FactList, type Fact } from './fact-list';
import { LocalLink } from './local-link';
import { CardImage, CARD_TITLE, type ListPlacement } from './card-image';

/** A product tile: image, name, facts and a call to action; the first fact (the rate, for deposits and loans) is styled as the headline. */
export function ProductCard(props: {
  to: string;
  title: string;
  image: Media | null;
  facts: Fact[];
  /** A sentence about the product, read as text under the facts (a fact's value is a short figure). */
  summary?: string | null;
  action: string;
  placement: ListPlacement;
  isFirst: boolean;
}) {
  const { to, title, image, facts, summary, action, placement, isFirst } = props;
  const Title = CARD_TITLE[placement];
  return (
    <article className="product-card">
      {image && (
        <LocalLink to={to} className="product-card__media" tabIndex={-1} aria-hidden="true">
          <CardImage
            className="product-card__image"
            image={image}
            isLcp={placement === 'page' && isFirst}
          />
        </LocalLink>
      )}
      <Title className="product-card__title">
        <LocalLink to={to}>{title}</LocalLink>
      </Title>
      <FactList facts={facts} className="product-card__facts" />
      {summary && <p className="product-card__summary">{summary}</p>}
      <LocalLink className="button button--primary product-card__action" to={to}>
        {action}
        {/* Search engines and screen-reader link lists need to tell one "Learn more" from another. */}
        <span className="visually-hidden">: {title}</span>
      </LocalLink>
    </article>
  );
}
