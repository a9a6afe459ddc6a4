import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/icons/ui-icons';
import { NewsIcon } from '@/components/icons/section-icons';
import { useGetNewsCategoriesQuery } from '@/features/news/api';
import { newsCategoryQuery } from '@/lib/paths';
import { useLang } from '@/lib/use-lang';
import { MENUS, useMenu } from '../menu';
import { MENU_ICONS } from '../menu-icons';
import { MenuLink } from './menu-link';
import { SheetBackButton } from './sheet-back-button';

/** §2.7: back to the main menu, about, and the information centre that slides open (500 ms). */
export function AboutSubmenu({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const fixedRows = useMenu(MENUS.aboutBank);
  const centreRows = useMenu(MENUS.infoCentre);
  const { data: categories = [] } = useGetNewsCategoriesQuery(useLang());
  const [isCentreOpen, setCentreOpen] = useState(false);
  const groupId = useId();
  return (
    <ul className="sheet-menu">
      <li>
        <SheetBackButton onBack={onBack} />
      </li>
      {fixedRows.map((entry) => (
        <li key={entry.path}>
          <MenuLink icons={MENU_ICONS} entry={entry} className="sheet-menu__link" />
        </li>
      ))}
      <li>
        <button
          type="button"
          className="sheet-menu__link"
          aria-expanded={isCentreOpen}
          aria-controls={groupId}
          onClick={() => setCentreOpen(!isCentreOpen)}
        >
          <NewsIcon className="sheet-menu__link-icon" size={20} />
          <span>{t('sheet.infoCentre')}</span>
          <ChevronDownIcon className="sheet-menu__chevron" size={20} />
        </button>
        <div
          id={groupId}
          className="collapse"
          data-open={isCentreOpen || undefined}
          inert={!isCentreOpen}
        >
          <ul className="collapse__inner sheet-menu sheet-menu--nested">
            {centreRows.map((entry) => (
              <li key={entry.path}>
                <MenuLink icons={MENU_ICONS} entry={entry} className="sheet-menu__link" end />
              </li>
            ))}
            {categories.map((category) => (
              <li key={category.id}>
                <MenuLink
                  icons={MENU_ICONS}
                  entry={{ name: category.name, path: `/news${newsCategoryQuery(category.id)}` }}
                  className="sheet-menu__link"
                />
              </li>
            ))}
          </ul>
        </div>
      </li>
    </ul>
  );
}
