import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/dropdown';
import { EyeIcon } from '@/components/icons/ui-icons';

/** Rendered from the first opening on, so its code is fetched then, not with the page (issue 24). */
const AccessibilityPanel = lazy(() =>
  import('@/features/accessibility/components/accessibility-panel').then((m) => ({
    default: m.AccessibilityPanel,
  })),
);

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
      <Suspense>
        <AccessibilityPanel headingLevel={2} />
      </Suspense>
    </Dropdown>
  );
}
