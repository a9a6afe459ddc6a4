import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { useAppSelector } from '@/app/hooks';
import { Logo } from '@/components/logo';

/** §9: route changes quicker than this never show the overlay. */
const OVERLAY_DELAY_MS = 200;

function useIsRequestPending(): boolean {
  return useAppSelector((state) =>
    Object.values(state.api.queries).some((query) => query?.status === 'pending'),
  );
}

/** §2.9: a thin bar while any request or navigation runs, and the full-screen overlay for slow route changes. */
export function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isNavigating = navigation.state !== 'idle';
  const isPending = useIsRequestPending();
  const [isSlow, setSlow] = useState(false);
  if (!isNavigating && isSlow) setSlow(false);
  useEffect(() => {
    if (!isNavigating) return;
    const timer = window.setTimeout(() => setSlow(true), OVERLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isNavigating]);
  return (
    <>
      <div
        className="loading-bar"
        data-active={isNavigating || isPending || undefined}
        aria-hidden="true"
      />
      {isSlow && (
        <div className="route-loader" role="status">
          <Logo name={t('site.name')} className="route-loader__logo" />
          <span className="route-loader__dots" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      )}
    </>
  );
}
