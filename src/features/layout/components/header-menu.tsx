import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/dropdown';
import { MENUS, useMenu, withJuristicItems, type MainMenu } from '../menu';
import type { Audience } from '../types';
import { useJuristicItems } from '../use-juristic-items';
import { MenuLink } from './menu-link';

function useMainMenu(audience: Audience): MainMenu {
  const declared = MENUS.bottomLeft[audience];
  const menu = { inline: useMenu(declared.inline), more: useMenu(declared.more) };
  const juristicItems = useJuristicItems();
  return audience === 'juristic' ? withJuristicItems(menu, juristicItems) : menu;
}

/** The desktop main menu of one audience: inline entries, then a More dropdown (§2.5). */
export function HeaderMenu({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const { inline, more } = useMainMenu(audience);
  return (
    <nav className="site-header__menu" aria-label={t('menu.main')}>
      <ul className="site-header__menu-list">
        {inline.map((entry) => (
          <li key={entry.path}>
            <MenuLink entry={entry} className="site-header__link" />
          </li>
        ))}
        {more.length > 0 && (
          <li>
            <Dropdown variant="more" isMenu toggle={<span>{t('header.more')}</span>}>
              <ul className="dropdown__list">
                {more.map((entry) => (
                  <li key={entry.path}>
                    <MenuLink entry={entry} className="dropdown__item" />
                  </li>
                ))}
              </ul>
            </Dropdown>
          </li>
        )}
      </ul>
    </nav>
  );
}
