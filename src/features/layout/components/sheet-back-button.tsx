import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '@/components/icons/ui-icons';

/** The first row of a menu-sheet submenu (§2.7): back to the main menu. */
export function SheetBackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="sheet-menu__link sheet-menu__back" onClick={onBack}>
      <ArrowLeftIcon className="sheet-menu__link-icon" size={20} />
      <span>{t('sheet.back')}</span>
    </button>
  );
}
