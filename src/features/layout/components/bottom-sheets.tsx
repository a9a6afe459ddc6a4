import type { Audience } from '../types';
import { MenuSheet } from './menu-sheet';
import { ProductSheet } from './product-sheet';

export type SheetTab = 'cards' | 'deposits' | 'menu' | 'credits';

/** The bottom bar's sheets, in a chunk of their own: they mount only once the page has loaded. */
export function BottomSheets(props: {
  audience: Audience;
  active: SheetTab | null;
  onClose: () => void;
}) {
  const { audience, active, onClose } = props;
  return (
    <>
      {/* Pointer-only shortcut: keyboard and screen-reader users close the sheet with Escape. */}
      <div
        className="bottom-nav__backdrop"
        aria-hidden="true"
        data-open={active !== null || undefined}
        onClick={onClose}
      />
      <ProductSheet kind="cards" isOpen={active === 'cards'} />
      <ProductSheet kind="deposits" isOpen={active === 'deposits'} />
      <MenuSheet audience={audience} isOpen={active === 'menu'} />
      <ProductSheet kind="credits" isOpen={active === 'credits'} />
    </>
  );
}
