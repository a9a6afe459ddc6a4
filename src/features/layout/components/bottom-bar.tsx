import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { IconProps } from '@/components/icons/create-icon';
import { CardIcon, ChatIcon, CreditIcon, DepositIcon } from '@/components/icons/product-icons';
import { MenuIcon } from '@/components/icons/ui-icons';
import { useDismiss, type DismissReason } from '@/components/use-dismiss';
import { useScrollLock } from '@/components/use-scroll-lock';
import type { Audience } from '../types';
import { useChatEntry } from '../live-chat';
import { usePageLoaded } from '../use-page-loaded';
import type { SheetTab } from './bottom-sheets';

const TABS: { tab: SheetTab | 'chat'; Icon: ComponentType<IconProps> }[] = [
  { tab: 'cards', Icon: CardIcon },
  { tab: 'deposits', Icon: DepositIcon },
  { tab: 'menu', Icon: MenuIcon },
  { tab: 'credits', Icon: CreditIcon },
  { tab: 'chat', Icon: ChatIcon },
];

/** §4: active sheet none or one; Escape, an outside press and navigation close it. */
function useActiveSheet() {
  const [active, setActive] = useState<SheetTab | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<SheetTab, HTMLButtonElement | null>());
  const dismiss = (reason: DismissReason) => {
    if (reason === 'escape' && active) buttons.current.get(active)?.focus();
    setActive(null);
  };
  useDismiss(active !== null, root, dismiss, false);
  useScrollLock(active !== null);
  // Navigation closes the sheet in the same render (React's "adjusting state on a prop change").
  const { key: locationKey } = useLocation();
  const [shownAt, setShownAt] = useState(locationKey);
  if (shownAt !== locationKey) {
    setShownAt(locationKey);
    setActive(null);
  }
  return { active, setActive, root, buttons };
}

const loadSheets = () => import('./bottom-sheets');
const BottomSheets = lazy(() => loadSheets().then((m) => ({ default: m.BottomSheets })));

/** §4: the sheets' chunk is fetched once the page has loaded, so they never hold up the first render. */
function useSheetsAfterLoad(): boolean {
  const isLoaded = usePageLoaded();
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    if (!isLoaded) return;
    loadSheets().then(
      () => setReady(true),
      // A deploy replaced the chunk: the bar stays without sheets until the next page load.
      () => undefined,
    );
  }, [isLoaded]);
  return isReady;
}

/** The mobile bottom bar (§2.7): pressing the open sheet's entry closes it, another entry switches. */
export function BottomBar({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const { active, setActive, root, buttons } = useActiveSheet();
  const hasSheets = useSheetsAfterLoad();
  const openChat = useChatEntry();
  const press = (tab: SheetTab | 'chat') => {
    if (tab === 'chat') {
      setActive(null);
      openChat();
    } else setActive((current) => (current === tab ? null : tab));
  };
  return (
    <div className="bottom-nav" ref={root}>
      {hasSheets && (
        <Suspense fallback={null}>
          <BottomSheets audience={audience} active={active} onClose={() => setActive(null)} />
        </Suspense>
      )}
      <nav className="bottom-bar" aria-label={t('bottomBar.label')}>
        <ul className="bottom-bar__list">
          {TABS.map(({ tab, Icon }) => (
            <BottomBarEntry
              key={tab}
              tab={tab}
              Icon={Icon}
              isOpen={tab === 'chat' ? undefined : active === tab}
              controls={tab === 'chat' || !hasSheets ? undefined : `sheet-${tab}`}
              buttonRef={tab === 'chat' ? undefined : (node) => void buttons.current.set(tab, node)}
              onPress={() => press(tab)}
            />
          ))}
        </ul>
      </nav>
    </div>
  );
}

interface EntryProps {
  tab: SheetTab | 'chat';
  Icon: ComponentType<IconProps>;
  /** Undefined for the chat entry, which opens no sheet. */
  isOpen?: boolean;
  controls?: string;
  buttonRef?: (node: HTMLButtonElement | null) => void;
  onPress: () => void;
}

function BottomBarEntry({ tab, Icon, isOpen, controls, buttonRef, onPress }: EntryProps) {
  const { t } = useTranslation();
  return (
    <li className={`bottom-bar__item bottom-bar__item--${tab}`}>
      <button
        ref={buttonRef}
        type="button"
        className="bottom-bar__button"
        aria-expanded={isOpen}
        aria-controls={controls}
        onClick={onPress}
      >
        <span className="bottom-bar__icon">
          <Icon size={tab === 'menu' ? 26 : 22} />
        </span>
        <span className="bottom-bar__label">{t(`bottomBar.${tab}`)}</span>
      </button>
    </li>
  );
}
