import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Sheet } from '@/components/sheet';
import { focusableIn } from '@/components/use-dismiss';
import type { IconProps } from '@/components/icons/create-icon';
import { ChevronRightIcon, ExternalIcon } from '@/components/icons/link-icons';
import { GlobeIcon, LockIcon } from '@/components/icons/ui-icons';
import { InfoIcon } from '@/components/icons/section-icons';
import { usePublicConfig } from '@/lib/public-config';
import { useLang } from '@/lib/use-lang';
import { MENUS, useMenu, type SheetItem } from '../menu';
import type { Audience } from '../types';
import { useJuristicItems } from '../use-juristic-items';
import { LANGUAGE_NAMES } from '../language-choice';
import { MENU_ICONS } from '../menu-icons';
import { MenuLink } from './menu-link';
import { AboutSubmenu } from './about-submenu';
import { LanguageSubmenu } from './language-submenu';
import { AccessibilityPanel } from '@/features/accessibility/components/accessibility-panel';

type View = 'main' | 'aboutBank' | 'languages';

/**
 * The centre entry's sheet (§2.7): the audience's menu, with the about-bank submenu and the
 * language list in place.
 */
export function MenuSheet({ audience, isOpen }: { audience: Audience; isOpen: boolean }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('main');
  const body = useRef<HTMLDivElement>(null);
  const hasSwitched = useRef(false);
  // A closed sheet opens again on its main view.
  if (!isOpen && view !== 'main') setView('main');
  useEffect(() => {
    if (hasSwitched.current) focusableIn(body.current)[0]?.focus({ preventScroll: true });
    hasSwitched.current = true;
  }, [view]);
  const back = () => setView('main');
  return (
    <Sheet id="sheet-menu" title={t('bottomBar.menu')} isOpen={isOpen}>
      <div ref={body} key={view} className={`sheet-view sheet-view--${view}`}>
        {view === 'main' && (
          <>
            <MainMenuList audience={audience} onOpen={setView} />
            <AccessibilityPanel headingLevel={3} />
          </>
        )}
        {view === 'aboutBank' && <AboutSubmenu onBack={back} />}
        {view === 'languages' && <LanguageSubmenu onBack={back} />}
      </div>
    </Sheet>
  );
}

type OpenView = (view: Exclude<View, 'main'>) => void;

function MainMenuList({ audience, onOpen }: { audience: Audience; onOpen: OpenView }) {
  const config = useMenu(MENUS.sheet[audience]);
  const juristicItems = useJuristicItems();
  const items = config.flatMap((item) => (item === 'juristicItems' ? juristicItems : [item]));
  return (
    <ul className="sheet-menu">
      {items.map((item) => (
        <SheetRow key={typeof item === 'string' ? item : item.path} item={item} onOpen={onOpen} />
      ))}
    </ul>
  );
}

/** A row that opens a submenu in place; `detail` is the current choice shown at its end. */
function SubmenuButton(props: {
  Icon: ComponentType<IconProps>;
  label: string;
  detail?: string;
  onClick: () => void;
}) {
  const { Icon, label, detail, onClick } = props;
  return (
    <li>
      <button type="button" className="sheet-menu__link" onClick={onClick}>
        <Icon className="sheet-menu__link-icon" size={20} />
        <span>{label}</span>
        {/* The space inside keeps the accessible name "Language English", not "LanguageEnglish". */}
        {detail && <span className="sheet-menu__detail"> {detail}</span>}
        <ChevronRightIcon className="sheet-menu__chevron" size={20} />
      </button>
    </li>
  );
}

function SheetRow({
  item,
  onOpen,
}: {
  item: Exclude<SheetItem, 'juristicItems'>;
  onOpen: OpenView;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { internetBankingUrl } = usePublicConfig();
  if (item === 'aboutBank') {
    return (
      <SubmenuButton Icon={InfoIcon} label={t('menu.about')} onClick={() => onOpen('aboutBank')} />
    );
  }
  if (item === 'languages') {
    return (
      <SubmenuButton
        Icon={GlobeIcon}
        label={t('sheet.language')}
        detail={LANGUAGE_NAMES[lang]}
        onClick={() => onOpen('languages')}
      />
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
      <MenuLink icons={MENU_ICONS} entry={item} className="sheet-menu__link" />
    </li>
  );
}
