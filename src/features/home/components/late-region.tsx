import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';

/**
 * A home region whose read the page does not wait for (`startQuery`): when the read failed the
 * server's page says so instead of an empty list, and the browser's query hook fills it in.
 */
export function LateRegion<T>(props: { data: T | undefined; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (props.data === undefined) return <p>{t('regionUnavailable')}</p>;
  return props.children(props.data);
}
