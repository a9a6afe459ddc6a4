import {
  BriefcaseIcon,
  BuildingIcon,
  ChartIcon,
  DocumentIcon,
  ExchangeIcon,
  HomeIcon,
  InfoIcon,
  NewsIcon,
  TransferIcon,
  UsersIcon,
} from '@/components/icons/section-icons';
import { CardIcon, CreditIcon, DepositIcon } from '@/components/icons/product-icons';
import { LocationIcon, LockIcon } from '@/components/icons/ui-icons';

/** Icons a menu entry may name in the menu configuration. */
export const MENU_ICONS = {
  location: LocationIcon,
  card: CardIcon,
  deposit: DepositIcon,
  credit: CreditIcon,
  transfer: TransferIcon,
  building: BuildingIcon,
  briefcase: BriefcaseIcon,
  exchange: ExchangeIcon,
  news: NewsIcon,
  info: InfoIcon,
  home: HomeIcon,
  users: UsersIcon,
  document: DocumentIcon,
  chart: ChartIcon,
  lock: LockIcon,
};

export type MenuIconName = keyof typeof MENU_ICONS;
