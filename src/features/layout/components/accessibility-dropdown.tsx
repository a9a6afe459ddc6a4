import { useTranslation } from '@/lib/use-translation';
import { Dropdown } from '@/components/dropdown';
import { EyeIcon } from '@/components/icons/ui-icons';
import { AccessibilityPanel } from '@/features/accessibility/components/accessibility-panel';

/** The special-features dropdown of §2.5. */
export function AccessibilityDropdown() {
  const { t } = useTranslation();
  return (
    <Dropdown
      variant="accessibility"
      toggle={<EyeIcon />}
      toggleLabel={t('accessibility.title')}
      hasChevron={false}
      isContentOnDemand
    >
      <AccessibilityPanel headingLevel={2} />
    </Dropdown>
  );
}
