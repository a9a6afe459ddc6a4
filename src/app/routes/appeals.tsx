import { useTranslation } from 'react-i18next';
import { MetaPage } from '@/components/meta-page';

export function AppealsPage() {
  const { t } = useTranslation('content');
  return (
    <MetaPage>
      <section className="appeals-intro">
        <p>{t('appeals.intro')}</p>
        <ul>
          {(['request', 'complain', 'offer', 'consultation', 'make_appointment'] as const).map((type) => (
            <li key={type}>{t(`appeals.types.${type}`)}</li>
          ))}
        </ul>
      </section>
    </MetaPage>
  );
}
