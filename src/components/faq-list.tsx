import { useTranslation } from 'react-i18next';
import type { Faq } from '@/lib/content-types';
import { unbrokenAmounts } from '@/lib/format/digit-groups';

/** Native disclosure widgets: keyboard- and screen-reader-friendly without script. */
export function FaqList({ items }: { items: Faq[] }) {
  const { t } = useTranslation('products');
  if (items.length === 0) return null;
  return (
    <section className="faq" aria-labelledby="faq-title">
      <h2 id="faq-title">{t('faq')}</h2>
      {items.map((item) => (
        <details key={item.question} className="faq__item">
          <summary>{item.question}</summary>
          <p>{unbrokenAmounts(item.answer)}</p>
        </details>
      ))}
    </section>
  );
}
