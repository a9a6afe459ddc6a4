import { useLang } from '@/lib/use-lang';
import { useTranslation } from 'react-i18next';
import type { DocumentFile } from '@/lib/content-types';
import { fileType, formatFileSize } from '@/lib/format/file';

interface DocumentsListProps {
  documents: DocumentFile[];
  /** What an untitled document is called: a product's contract, or any document. */
  untitled: 'contract' | 'document';
}

/**
 * Each document by its title in the page's language, else by what it is, with its type and size
 * ("Contract (PDF, 120 KB)"): never by its file name (issue 33).
 */
export function DocumentsList({ documents, untitled }: DocumentsListProps) {
  const { t } = useTranslation('products');
  const lang = useLang();
  if (documents.length === 0) return null;
  const details = (doc: DocumentFile) =>
    [fileType(doc.mime, doc.url), doc.size === null ? '' : formatFileSize(doc.size, lang)]
      .filter(Boolean)
      .join(', ');
  return (
    <section className="documents">
      <h2>{t('documents')}</h2>
      <ul>
        {documents.map((doc) => (
          <li key={doc.url}>
            <a href={doc.url} download target="_blank" rel="noopener noreferrer">
              {doc.title ?? t(`untitledDocument.${untitled}`)}
              {details(doc) && (
                <>
                  {' '}
                  <span className="documents__details">({details(doc)})</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
