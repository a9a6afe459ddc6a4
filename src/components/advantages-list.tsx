import { useTranslation } from 'react-i18next';
import type { Advantage } from '@/lib/content-types';

export function AdvantagesList({ items }: { items: Advantage[] }) {
  const { t } = useTranslation('products');
  if (items.length === 0) return null;
  return (
    <section className="advantages" aria-labelledby="advantages-title">
      {/* Names the section for screen readers and keeps the item headings (h3) under an h2. */}
      <h2 id="advantages-title" className="visually-hidden">
        {t('advantages')}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.title} className="advantages__item">
            {item.icon && <img src={item.icon.url} alt="" width={48} height={48} />}
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
