import { useTranslation } from 'react-i18next';
import { LocationIcon } from '@/components/icons/ui-icons';
import type { NearestState } from '../use-nearest';

const MESSAGES = { denied: 'denied', unavailable: 'unavailable', active: 'active' } as const;

/** Geolocation needs JavaScript, so the button appears only once the page is live. */
export function NearestControl({
  state,
  onRequest,
}: {
  state: NearestState;
  onRequest: () => void;
}) {
  const { t } = useTranslation('content');
  const message = state.status in MESSAGES ? MESSAGES[state.status as keyof typeof MESSAGES] : null;
  return (
    <div className="nearest-control">
      <button
        type="button"
        className="button button--secondary"
        onClick={onRequest}
        disabled={state.status === 'locating'}
        aria-pressed={state.status === 'active'}
      >
        <LocationIcon size={18} />
        {state.status === 'locating'
          ? t('branches.nearest.locating')
          : t('branches.nearest.button')}
      </button>
      <p className="nearest-control__note" role="status">
        {message && t(`branches.nearest.${message}`)}
      </p>
    </div>
  );
}
