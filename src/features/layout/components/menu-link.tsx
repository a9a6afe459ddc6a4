import type { ComponentType } from 'react';
import { LocalNavLink } from '@/components/local-link';
import type { IconProps } from '@/components/icons/create-icon';
import type { MenuIconName } from '../menu-icons';
import type { MenuEntry } from '../menu';

/**
 * The icons a list of links may show, by the name the menu configuration gives: the header's
 * few, or all of them (`MENU_ICONS`) in the sheets, so the first load carries only the header's.
 */
export type MenuIcons = Partial<Record<MenuIconName, ComponentType<IconProps>>>;

/** A menu entry as a router link with its optional icon (one of `icons`); marks the current page. */
export function MenuLink({
  entry,
  className,
  end,
  icons = {},
}: {
  entry: MenuEntry;
  className: string;
  end?: boolean;
  icons?: MenuIcons;
}) {
  const Icon = entry.icon ? icons[entry.icon] : undefined;
  return (
    <LocalNavLink to={entry.path} className={className} end={end ?? entry.path === '/'}>
      {Icon && <Icon className={`${className}-icon`} size={20} />}
      {entry.iconUrl && (
        <img className={`${className}-icon`} src={entry.iconUrl} alt="" width={20} height={20} />
      )}
      <span>{entry.name}</span>
    </LocalNavLink>
  );
}
