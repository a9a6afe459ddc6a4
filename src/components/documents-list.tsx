import { useTranslation } from '@/lib/use-translation';
import type { Media } from '@/lib/content-types';

export function DocumentsList({ documents }: { documents: Media[] }) {
  const { t } = useTranslation('products');
  if (documents.length === 0) return null;
  return (
    <section className="documents">
      <h2>{t('documents')}</h2>
      <ul>
        {documents.map((doc) => (
          <li key={doc.url}>
            <a href={doc.url} download target="_blank" rel="noopener noreferrer">
              {doc.alt || doc.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
