import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { WifiOffIcon } from '@/components/icons/ui-icons';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The server always renders "online"; the browser's own status takes over after hydration (§2.9). */
function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Where site-wide notices appear; announced to screen readers as they change. */
export function NotificationArea() {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  return (
    <div className="notification-area" role="status">
      {!isOnline && (
        <p className="notice notice--offline">
          <WifiOffIcon size={20} />
          <span>{t('notices.offline')}</span>
        </p>
      )}
    </div>
  );
}
