import type { Promo } from '../types';
import { SmartLink } from '@/components/smart-link';

export function PromoList({ items, className }: { items: Promo[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className="promo">
          {item.image && <img src={item.image.url} alt="" loading="lazy" />}
          <h3>{item.link ? <SmartLink href={item.link}>{item.title}</SmartLink> : item.title}</h3>
          {item.text && <p>{item.text}</p>}
        </li>
      ))}
    </ul>
  );
}
