import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from './icons/ui-icons';
import { focusableIn, moveFocus, useDismiss, type DismissReason } from './use-dismiss';

interface DropdownProps {
  /** Modifier of the `dropdown` block, e.g. `lang` gives `dropdown dropdown--lang`. */
  variant: string;
  /** Visible content of the toggle button. */
  toggle: ReactNode;
  /** Accessible name of the toggle when its content is only an icon or a code. */
  toggleLabel?: string;
  /** Arrow keys move between the panel's links (menus); off for panels holding a form. */
  isMenu?: boolean;
  /** Hides the chevron, for icon-only toggles. */
  hasChevron?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Renders the panel's content from its first opening on, for panels no crawler or visitor
   * without JavaScript can use (a search field, settings): every page's markup, and the work of
   * rendering and hydrating it, stays without them until someone opens one.
   */
  isContentOnDemand?: boolean;
  children: ReactNode;
}

/** Open state of one dropdown and every way it closes; focus goes into the panel on opening. */
function useDropdown(onOpenChange: DropdownProps['onOpenChange']) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const notifyOpenChange = useEffectEvent((isOpen: boolean) => onOpenChange?.(isOpen));
  const dismiss = useCallback((reason: DismissReason) => {
    setOpen(false);
    if (reason === 'escape') button.current?.focus({ preventScroll: true });
  }, []);
  useDismiss(open, root, dismiss);
  // Navigation closes the panel in the same render (React's "adjusting state on a prop change").
  const { key: locationKey } = useLocation();
  const [shownAt, setShownAt] = useState(locationKey);
  if (shownAt !== locationKey) {
    setShownAt(locationKey);
    setOpen(false);
  }
  useEffect(() => {
    notifyOpenChange(open);
    if (open) focusableIn(panel.current)[0]?.focus({ preventScroll: true });
  }, [open]);
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) setOpen(false);
  };
  return { open, setOpen, root, button, panel, onBlur };
}

/**
 * A disclosure button with a panel (§2.5 dropdowns): opens on click or ArrowDown, closes on
 * Escape, outside press, scroll, leaving by Tab and navigation; Escape hands focus back to the toggle.
 */
export function Dropdown({
  variant,
  toggle,
  toggleLabel,
  isMenu = false,
  hasChevron = true,
  onOpenChange,
  isContentOnDemand = false,
  children,
}: DropdownProps) {
  const { open, setOpen, root, button, panel, onBlur } = useDropdown(onOpenChange);
  const [wasOpened, setWasOpened] = useState(open);
  if (open && !wasOpened) setWasOpened(true);
  const panelId = useId();
  const onToggleKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' || open) return;
    event.preventDefault();
    setOpen(true);
  };
  const onPanelKey = (event: KeyboardEvent) => {
    if (isMenu && moveFocus(panel.current, event.key)) event.preventDefault();
  };
  return (
    <div
      className={`dropdown dropdown--${variant}`}
      ref={root}
      data-open={open || undefined}
      onBlur={open ? onBlur : undefined}
    >
      <button
        ref={button}
        type="button"
        className="dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={toggleLabel}
        onClick={() => setOpen(!open)}
        onKeyDown={onToggleKey}
      >
        {toggle}
        {hasChevron && <ChevronDownIcon className="dropdown__chevron" size={16} />}
      </button>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches arrow keys bubbling from the panel's links; the panel itself never takes focus */}
      <div
        id={panelId}
        ref={panel}
        className="dropdown__panel"
        hidden={!open}
        onKeyDown={onPanelKey}
      >
        {(wasOpened || !isContentOnDemand) && children}
      </div>
    </div>
  );
}
