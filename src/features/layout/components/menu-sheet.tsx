import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Sheet } from '@/components/sheet';
import { focusableIn } from '@/components/use-dismiss';
import { ChevronRightIcon, ExternalIcon, LockIcon } from '@/components/icons/ui-icons';
import { InfoIcon } from '@/components/icons/product-icons';
import { usePublicConfig } from '@/lib/public-config';
import { useMenuConfig, type SheetItem } from '../menu';
import type { Audience } from '../types';
import { useJuristicItems } from '../use-juristic-items';
import { MenuLink } from './menu-link';
import { AboutSubmenu } from './about-submenu';
import { AccessibilityPanel } from '@/features/accessibility/components/accessibility-panel';

/** The centre entry's sheet (§2.7): the audience's menu, with the about-bank submenu in place. */
export function MenuSheet({ audience, isOpen }: { audience: Audience; isOpen: boolean }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'main' | 'aboutBank'>('main');
  const body = useRef<HTMLDivElement>(null);
  const hasSwitched = useRef(false);
  // A closed sheet opens again on its main view.
  if (!isOpen && view !== 'main') setView('main');
  useEffect(() => {
    if (hasSwitched.current) focusableIn(body.current)[0]?.focus({ preventScroll: true });
    hasSwitched.current = true;
  }, [view]);
  return (
    <Sheet id="sheet-menu" title={t('bottomBar.menu')} isOpen={isOpen}>
      <div ref={body} key={view} className={`sheet-view sheet-view--${view}`}>
        {view === 'main' ? (
          <>
            <MainMenuList audience={audience} onAboutBank={() => setView('aboutBank')} />
            <AccessibilityPanel headingLevel={3} />
          </>
        ) : (
          <AboutSubmenu onBack={() => setView('main')} />
        )}
      </div>
    </Sheet>
  );
}

function MainMenuList({ audience, onAboutBank }: { audience: Audience; onAboutBank: () => void }) {
  const config = useMenuConfig().sheet[audience];
  const juristicItems = useJuristicItems();
  const items = config.flatMap((item) => (item === 'juristicItems' ? juristicItems : [item]));
  return (
    <ul className="sheet-menu">
      {items.map((item) => (
        <SheetRow
          key={typeof item === 'string' ? item : item.path}
          item={item}
          onAboutBank={onAboutBank}
        />
      ))}
    </ul>
  );
}

function SheetRow({
  item,
  onAboutBank,
}: {
  item: Exclude<SheetItem, 'juristicItems'>;
  onAboutBank: () => void;
}) {
  const { t } = useTranslation();
  const { internetBankingUrl } = usePublicConfig();
  if (item === 'aboutBank') {
    return (
      <li>
        <button type="button" className="sheet-menu__link" onClick={onAboutBank}>
          <InfoIcon className="sheet-menu__link-icon" size={20} />
          <span>{t('menu.about')}</span>
          <ChevronRightIcon className="sheet-menu__chevron" size={20} />
        </button>
      </li>
    );
  }
  if (item === 'internetBank') {
    return (
      <li>
        <a
          className="sheet-menu__link"
          href={internetBankingUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          <LockIcon className="sheet-menu__link-icon" size={20} />
          <span>{t('menu.internetBank')}</span>
          <ExternalIcon className="sheet-menu__chevron" size={18} />
        </a>
      </li>
    );
  }
  return (
    <li>
      <MenuLink entry={item} className="sheet-menu__link" />
    </li>
  );
}
