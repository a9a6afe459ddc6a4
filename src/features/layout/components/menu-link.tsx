import { LocalNavLink } from '@/components/local-link';
import { MENU_ICONS } from '../menu-icons';
import type { MenuEntry } from '../menu';

/** A menu entry as a router link with its optional icon; marks the current page. */
export function MenuLink({
  entry,
  className,
  end,
}: {
  entry: MenuEntry;
  className: string;
  end?: boolean;
}) {
  const Icon = entry.icon ? MENU_ICONS[entry.icon] : null;
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
