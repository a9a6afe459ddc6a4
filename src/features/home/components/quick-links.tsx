import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/components/local-link';
import type { IconProps } from '@/components/icons/create-icon';
import { ChatIcon } from '@/components/icons/product-icons';
import { ExchangeIcon, TransferIcon } from '@/components/icons/section-icons';
import { ChevronRightIcon } from '@/components/icons/link-icons';
import { LocationIcon } from '@/components/icons/ui-icons';

const LINKS: { key: string; path: string; Icon: ComponentType<IconProps> }[] = [
  { key: 'currency', path: '/currency', Icon: ExchangeIcon },
  { key: 'branches', path: '/branches', Icon: LocationIcon },
  { key: 'transfers', path: '/transfers', Icon: TransferIcon },
  { key: 'appeals', path: '/appeals', Icon: ChatIcon },
];

/** Shortcuts to the services visitors look for most, right under the hero. */
export function QuickLinks() {
  const { t } = useTranslation();
  return (
    <nav className="quick-links" aria-label={t('home.quickLinks')}>
      <ul className="quick-links__list">
        {LINKS.map(({ key, path, Icon }) => (
          <li key={key}>
            <LocalLink className="quick-links__link" to={path}>
              <span className="quick-links__icon">
                <Icon />
              </span>
              <span className="quick-links__text">
                <span className="quick-links__title">{t(`menu.${key}`)}</span>
                <span className="quick-links__hint">{t(`home.hints.${key}`)}</span>
              </span>
              <ChevronRightIcon className="quick-links__chevron" size={20} />
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
