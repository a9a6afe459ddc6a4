import {
  useGetLegalEntitiesQuery,
  useGetLegalEntityCallToActionQuery,
  useGetLegalEntityProductsQuery,
  useGetLegalEntitySlidersQuery,
} from '@/features/juristic/api';
import { PromoCard, PromoList } from '@/features/juristic/components/promo-list';
import { Carousel } from '@/components/carousel';
import { useTranslation } from 'react-i18next';
import { MetaPage } from '@/components/meta-page';
import { LocalLink } from '@/components/local-link';
import { SmartLink } from '@/components/smart-link';
import { useLang } from '@/lib/use-lang';

function JuristicPage() {
  const { t } = useTranslation('content');
  const lang = useLang();
  const sliders = useGetLegalEntitySlidersQuery(lang).data ?? [];
  const entities = useGetLegalEntitiesQuery(lang).data ?? [];
  const products = useGetLegalEntityProductsQuery(lang).data ?? [];
  const cta = useGetLegalEntityCallToActionQuery(lang).data;
  return (
    <MetaPage>
      {sliders.length > 0 && (
        <Carousel
          label={t('juristic.offers')}
          slides={sliders.map((item) => ({
            key: String(item.id),
            content: <PromoCard item={item} as="div" />,
          }))}
        />
      )}
      <h2 className="section-title">{t('juristic.services')}</h2>
      <ul className="tile-grid">
        {entities.map((entity) => (
          <li key={entity.slug} className="tile">
            {entity.icon && <img src={entity.icon.url} alt="" width={48} height={48} />}
            <LocalLink to={`/juristic/${entity.slug}`}>{entity.name}</LocalLink>
          </li>
        ))}
      </ul>
      <h2 className="section-title">{t('juristic.recommended')}</h2>
      <PromoList items={products} className="product-grid" />
      {cta && (
        <aside className="cta">
          <div>
            <h2>{cta.title}</h2>
            {cta.text && <p>{cta.text}</p>}
          </div>
          {cta.link && (
            <SmartLink href={cta.link} className="button button--primary">
              {cta.buttonText}
            </SmartLink>
          )}
        </aside>
      )}
    </MetaPage>
  );
}

export { JuristicPage as Component };
