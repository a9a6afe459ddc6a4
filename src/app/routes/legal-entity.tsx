import { useParams } from 'react-router';
import { useGetLegalEntityQuery } from '@/features/juristic/api';
import { PageHeader } from '@/components/page-header';
import { DocumentsList } from '@/components/documents-list';
import { SmartLink } from '@/components/smart-link';
import { useLang } from '@/lib/use-lang';

function LegalEntityPage() {
  const lang = useLang();
  const { slug = '' } = useParams();
  const { data: entity } = useGetLegalEntityQuery({ lang, key: slug });
  if (!entity) return null;
  return (
    <article className="article">
      <PageHeader title={entity.title || entity.name} lead={entity.description} />
      {entity.image && <img className="article__image" src={entity.image.url} alt="" />}
      {entity.sections.length > 0 && (
        <div className="info-grid">
          {entity.sections.map((section) => (
            <section key={section.title} className="info-card">
              <h2 className="info-card__title">{section.title}</h2>
              <p className="info-card__text">{section.text}</p>
            </section>
          ))}
        </div>
      )}
      <ul className="tile-grid">
        {entity.cards.map((card) => (
          <li key={card.title} className="tile">
            {card.icon && <img src={card.icon.url} alt="" width={48} height={48} />}
            <h3>{card.link ? <SmartLink href={card.link}>{card.title}</SmartLink> : card.title}</h3>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
      <DocumentsList documents={entity.documents} untitled="document" />
    </article>
  );
}

export { LegalEntityPage as Component };
