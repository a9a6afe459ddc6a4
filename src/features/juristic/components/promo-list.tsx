import type { Promo } from '../types';
import { SmartLink } from '@/components/smart-link';

/** One promotion: picture, linked title and text. */
export function PromoCard({ item, as: Tag = 'li' }: { item: Promo; as?: 'li' | 'div' }) {
  return (
    <Tag className="promo">
      {item.image && <img src={item.image.url} alt="" loading="lazy" />}
      <h3>{item.link ? <SmartLink href={item.link}>{item.title}</SmartLink> : item.title}</h3>
      {item.text && <p>{item.text}</p>}
    </Tag>
  );
}

export function PromoList({ items, className }: { items: Promo[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <PromoCard key={item.id} item={item} />
      ))}
    </ul>
  );
}
