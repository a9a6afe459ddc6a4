import { useTranslation } from '@/lib/use-translation';
import { Dropdown } from '@/components/dropdown';
import { EyeIcon } from '@/components/icons/ui-icons';

/** The special-features dropdown of §2.5; its controls (§4 greyscale, voice, font level) join in the accessibility issue. */
export function AccessibilityDropdown() {
  const { t } = useTranslation();
  return (
    <Dropdown
      variant="accessibility"
      toggle={<EyeIcon />}
      toggleLabel={t('accessibility.title')}
      hasChevron={false}
    >
      <section className="accessibility-panel" aria-label={t('accessibility.title')}>
        <h2 className="accessibility-panel__title">{t('accessibility.title')}</h2>
        <p className="accessibility-panel__text">{t('accessibility.intro')}</p>
      </section>
    </Dropdown>
  );
}
