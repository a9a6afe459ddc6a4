import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/logo';

/** §9: route changes quicker than this never show the overlay. */
const OVERLAY_DELAY_MS = 200;

/**
 * §2.9: a thin bar while the router loads a page (the reads of a page start from its loader, so
 * RTK Query's cache, which is its own, is not looked into), and the full-screen overlay for slow
 * moves to another page. A change of the same page's query (the branch filters) keeps the page
 * usable: the overlay would swallow the visitor's next click on a filter.
 */
export function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const isNavigating = navigation.state !== 'idle';
  const isChangingPage = isNavigating && navigation.location?.pathname !== pathname;
  const [isSlow, setSlow] = useState(false);
  if (!isChangingPage && isSlow) setSlow(false);
  useEffect(() => {
    if (!isChangingPage) return;
    const timer = window.setTimeout(() => setSlow(true), OVERLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [isChangingPage]);
  return (
    <>
      <div className="loading-bar" data-active={isNavigating || undefined} aria-hidden="true" />
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
