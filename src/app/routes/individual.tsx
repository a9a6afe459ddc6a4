import { useTranslation } from 'react-i18next';
import { MetaPage } from '@/components/meta-page';
import { LocalLink } from '@/components/local-link';

const LINKS = [
  ['survey', '/individual/survey'],
  ['clientRights', '/individual/client-rights'],
  ['tariffs', '/individual/tariff'],
] as const;

function IndividualPage() {
  const { t } = useTranslation();
  return (
    <MetaPage>
      <ul className="link-list">
        {LINKS.map(([label, path]) => (
          <li key={path}>
            <LocalLink to={path}>{t(`menu.${label}`)}</LocalLink>
          </li>
        ))}
      </ul>
    </MetaPage>
  );
}

export { IndividualPage as Component };
